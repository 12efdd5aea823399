import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateName, US_STATES } from "./tax";
import { stateOfZip, ZIP_FORMAT_MESSAGE, ZIP_PREFIXES, zipCodeProblem } from "./zip-codes";

// The reference: the USPS's 3-digit ZIP prefixes of the states the shop ships to, written out as
// the USPS lists them (prefix or range, then the state), apart from the shop's table.
const USPS = `
005 NY; 006-007 PR; 009 PR; 010-027 MA; 028-029 RI; 030-038 NH; 039-049 ME; 050-054 VT; 055 MA;
056-059 VT; 060-069 CT; 070-089 NJ; 100-149 NY; 150-196 PA; 197-199 DE; 200 DC; 201 VA; 202-205 DC;
206-219 MD; 220-246 VA; 247-268 WV; 270-289 NC; 290-299 SC; 300-319 GA; 320-339 FL; 341-349 FL;
350-369 AL; 370-385 TN; 386-397 MS; 398-399 GA; 400-427 KY; 430-459 OH; 460-479 IN; 480-499 MI;
500-528 IA; 530-549 WI; 550-567 MN; 569 DC; 570-577 SD; 580-588 ND; 590-599 MT; 600-629 IL;
630-658 MO; 660-679 KS; 680-693 NE; 700-714 LA; 716-729 AR; 730-732 OK; 733 TX; 734-749 OK;
750-799 TX; 800-816 CO; 820-831 WY; 832-838 ID; 840-847 UT; 850-865 AZ; 870-884 NM; 885 TX;
889-898 NV; 900-961 CA; 967-968 HI; 970-979 OR; 980-994 WA; 995-999 AK`;

const reference = new Map<number, string>();
for (const entry of USPS.split(";")) {
  const [range, state] = entry.trim().split(" ");
  const [from, to = from] = range.split("-").map(Number);
  for (let prefix = from; prefix <= to; prefix++) reference.set(prefix, state);
}

// A real address's ZIP code in every state: its capital or largest city.
const KNOWN: [zip: string, state: string][] = [
  ["35203", "AL"],
  ["99501", "AK"],
  ["85001", "AZ"],
  ["72201", "AR"],
  ["90012", "CA"],
  ["80202", "CO"],
  ["06103", "CT"],
  ["19901", "DE"],
  ["20500", "DC"],
  ["33101", "FL"],
  ["30303", "GA"],
  ["96813", "HI"],
  ["83702", "ID"],
  ["60601", "IL"],
  ["46204", "IN"],
  ["50309", "IA"],
  ["66603", "KS"],
  ["40601", "KY"],
  ["70112", "LA"],
  ["04101", "ME"],
  ["21201", "MD"],
  ["02108", "MA"],
  ["48226", "MI"],
  ["55401", "MN"],
  ["39201", "MS"],
  ["63101", "MO"],
  ["59601", "MT"],
  ["68102", "NE"],
  ["89101", "NV"],
  ["03301", "NH"],
  ["07102", "NJ"],
  ["87501", "NM"],
  ["10001", "NY"],
  ["27601", "NC"],
  ["58501", "ND"],
  ["43215", "OH"],
  ["73102", "OK"],
  ["97201", "OR"],
  ["19102", "PA"],
  ["00901", "PR"],
  ["02903", "RI"],
  ["29201", "SC"],
  ["57501", "SD"],
  ["37203", "TN"],
  ["78701", "TX"],
  ["84101", "UT"],
  ["05602", "VT"],
  ["23219", "VA"],
  ["98101", "WA"],
  ["25301", "WV"],
  ["53703", "WI"],
  ["82001", "WY"],
  // Prefixes of a state apart from its range: the IRS's Holtsville NY, Andover MA and Austin TX, Dulles
  // VA, El Paso TX; and whole ZIP codes of another state's prefix: Fishers Island NY, Alta WY.
  ["00501", "NY"],
  ["05501", "MA"],
  ["73301", "TX"],
  ["20166", "VA"],
  ["88510", "TX"],
  ["06390", "NY"],
  ["83414", "WY"],
];

const codes = US_STATES.map(([code]) => code);
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const pad = (prefix: number) => String(prefix).padStart(3, "0");

describe("the ZIP code of a state (decision 072)", () => {
  it("has ranges for exactly the states the shop ships to, and no prefix in two states", () => {
    expect(Object.keys(ZIP_PREFIXES).sort()).toEqual([...codes].sort());
    const seen = new Map<number, string>();
    for (const [state, ranges] of Object.entries(ZIP_PREFIXES))
      for (const [from, to] of ranges) {
        expect(from).toBeLessThanOrEqual(to);
        for (let prefix = from; prefix <= to; prefix++) {
          expect(seen.get(prefix), `${pad(prefix)} in ${state}`).toBeUndefined();
          seen.set(prefix, state);
        }
      }
  });

  it("knows a real ZIP code of every state, DC and Puerto Rico", () => {
    for (const [zip, state] of KNOWN) {
      expect(stateOfZip(zip), zip).toBe(state);
      expect(zipCodeProblem(zip, state), zip).toBeNull();
    }
    expect(new Set(KNOWN.map(([, state]) => state))).toEqual(new Set(codes));
  });

  it("takes every ZIP code and ZIP+4 of a state's prefixes, and says the state of one given for another", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        digits(2),
        fc.option(digits(4)),
        fc.constantFrom(...codes),
        (prefix, rest, plus4, other) => {
          const owner = reference.get(prefix);
          const five = pad(prefix) + rest;
          const zip = plus4 === null ? five : `${five}-${plus4}`;
          const exception = five === "06390" || five === "83414";
          fc.pre(!exception);
          expect(stateOfZip(zip)).toBe(owner ?? null);
          if (owner) expect(zipCodeProblem(zip, owner)).toBeNull();
          const problem = zipCodeProblem(zip, other);
          if (owner === other) expect(problem).toBeNull();
          else if (owner)
            expect(problem).toBe(`ZIP code ${zip} is not in ${stateName(other)} (it is in ${stateName(owner)})`);
          // A prefix of no state we ship to (the military's, Guam's, an unused one): refused for every state.
          else expect(problem).toBe(`ZIP code ${zip} is not in ${stateName(other)}`);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses what is not 5 digits or ZIP+4 with the format's message, whatever the state", () => {
    const zipLike = /^\d{5}(-\d{4})?$/;
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), digits(4), digits(6), digits(9), fc.stringMatching(/^\d{5}-\d{1,5}$/)),
        fc.constantFrom(null, ...codes),
        (zip, state) => {
          fc.pre(!zipLike.test(zip.trim()));
          expect(zipCodeProblem(zip, state)).toBe(ZIP_FORMAT_MESSAGE);
          expect(stateOfZip(zip)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("names what is wrong, in words for the field", () => {
    expect(zipCodeProblem("98101", "OR")).toBe("ZIP code 98101 is not in Oregon (it is in Washington)");
    expect(zipCodeProblem("9720", "OR")).toBe("Enter a 5-digit ZIP code, like 98101");
    expect(zipCodeProblem("97201-123", "OR")).toBe(ZIP_FORMAT_MESSAGE);
    expect(zipCodeProblem(" 97201-1234 ", "OR")).toBeNull();
    expect(zipCodeProblem("09012", "NY")).toBe("ZIP code 09012 is not in New York");
    // No state chosen yet, or one of no list: the format alone; the state's field says the rest.
    expect(zipCodeProblem("98101", null)).toBeNull();
    expect(zipCodeProblem("98101", "XY")).toBeNull();
  });
});
