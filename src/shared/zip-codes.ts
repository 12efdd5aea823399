// Which state a ZIP code belongs to, by its first three digits (decision 072), without zod: the
// checkout form, the address book, the commission's delivery address and the server all check an
// address with `zipCodeProblem`.
import { stateName } from "./tax";

/**
 * The 3-digit ZIP prefixes of each state the shop ships to (US_STATES: the 50 states, DC and Puerto
 * Rico), as inclusive ranges, as the USPS assigns them (its 3-Digit ZIP Code Prefix Matrix, labeling
 * list L002 of the Domestic Mail Manual). A few prefixes inside a range are not in use; they are
 * taken as the state's. The military's (AA 340, AE 090–098, AP 962–966) and the other
 * territories' (VI 008, GU/MP/AS/PW/FM/MH 969) belong to no state here.
 */
export const ZIP_PREFIXES: Readonly<Record<string, ReadonlyArray<readonly [from: number, to: number]>>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 732],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  PR: [
    [6, 7],
    [9, 9],
  ],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

/**
 * Whole ZIP codes whose post office lies in another state than their prefix's: Fishers Island, NY
 * is served from Connecticut, Alta, WY from Idaho.
 */
const ZIP_EXCEPTIONS: Readonly<Record<string, string>> = { "06390": "NY", "83414": "WY" };

/** The state of each prefix, 0 to 999; undefined where none of ours. */
const stateOfPrefix: (string | undefined)[] = [];
for (const [state, ranges] of Object.entries(ZIP_PREFIXES))
  for (const [from, to] of ranges) for (let prefix = from; prefix <= to; prefix++) stateOfPrefix[prefix] = state;

/** 5 digits, or ZIP+4: 12345 or 12345-6789. */
const ZIP_CODE = /^(\d{5})(?:-\d{4})?$/;

export const ZIP_FORMAT_MESSAGE = "Enter a 5-digit ZIP code, like 98101";

/** The state (postal code) a well-formed ZIP code belongs to; null for one of no state we ship to, or not a ZIP code. */
export function stateOfZip(zip: string): string | null {
  const five = ZIP_CODE.exec(zip.trim())?.[1];
  if (five === undefined) return null;
  return ZIP_EXCEPTIONS[five] ?? stateOfPrefix[Number(five.slice(0, 3))] ?? null;
}

/**
 * What is wrong with a ZIP code for an address in `state` (a postal code), in words for the field;
 * null when nothing is. Not 5 digits or ZIP+4: the format. Without a state (none chosen yet, or one
 * we do not know), only the format is checked: the state's own field says what is missing there.
 */
export function zipCodeProblem(zip: string, state: string | null): string | null {
  const trimmed = zip.trim();
  if (!ZIP_CODE.test(trimmed)) return ZIP_FORMAT_MESSAGE;
  if (state === null || !Object.hasOwn(ZIP_PREFIXES, state)) return null;
  const actual = stateOfZip(trimmed);
  if (actual === state) return null;
  const where = actual ? ` (it is in ${stateName(actual)})` : "";
  return `ZIP code ${trimmed} is not in ${stateName(state)}${where}`;
}
