// Engraving a board (decision 055): the owner's rules for one board and the check of a shopper's
// text against them. No zod here, so the storefront's board page and cart can use it.
import { formatPrice } from "./money";

/** What a board's engraving costs and allows; a board without engraving has none (null). */
export type EngravingSetting = {
  /** The engraving's own price, added to the board's for each engraved board ("15.00"; "0.00" is free). */
  price: string;
  /** The most characters the text may hold, spaces included. */
  maxLength: number;
  /** The characters allowed besides letters, digits and spaces, e.g. "&.,'-". */
  symbols: string;
};

export const DEFAULT_ENGRAVING_SYMBOLS = "&.,'-";
export const DEFAULT_ENGRAVING_LENGTH = 24;
/** No board has room for more than this on one line. */
export const MAX_ENGRAVING_LENGTH = 60;

/** Letters of any alphabet (with their accents), digits, and spaces are always allowed. */
const ALWAYS_ALLOWED = /^[\p{L}\p{M}\p{Nd} ]$/u;

/** The text as it is engraved: NFC, trimmed, one space between words. */
export function normaliseEngraving(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Characters as people count them (an emoji or "é" is one), not UTF-16 units. */
export const engravingLength = (text: string): number => [...text].length;

/**
 * Why `text` (already normalised) cannot be engraved, or null when it can. `subject` starts the
 * sentence: "The engraving" on the board's page, `The engraving for "Walnut Board"` in the server's
 * answer, so a message read at checkout names the line.
 */
export function engravingProblem(text: string, setting: EngravingSetting, subject = "The engraving"): string | null {
  if (!text) return `${subject} is empty: type the text to engrave`;
  const length = engravingLength(text);
  if (length > setting.maxLength) return `${subject} can be at most ${setting.maxLength} characters (it has ${length})`;
  const refused = [
    ...new Set([...text].filter((char) => !ALWAYS_ALLOWED.test(char) && !setting.symbols.includes(char))),
  ];
  if (refused.length) {
    const listed = refused
      .slice(0, 3)
      .map((char) => `"${char}"`)
      .join(", ");
    return `${subject} can't contain ${listed}. Use letters, digits, spaces${allowedSymbols(setting)}`;
  }
  return null;
}

/** ", and & . , ' -" after "letters, digits, spaces"; nothing when the owner allows no symbol. */
function allowedSymbols(setting: EngravingSetting): string {
  const symbols = [...setting.symbols];
  return symbols.length ? ` and ${symbols.join(" ")}` : "";
}

/** "Letters, digits, spaces and & . , ' -": what the field's hint says. */
export const engravingHint = (setting: EngravingSetting): string =>
  `Letters, digits, spaces${allowedSymbols(setting)}; up to ${setting.maxLength} characters.`;

/** "+$15.00" or "free": what engraving adds to the board's price. */
export const engravingPriceLabel = (price: string): string => (price === "0.00" ? "free" : `+${formatPrice(price)}`);

/** `Engraved: "A & J 2026"`, with what it added to the line's price unless the paper hides prices. */
export function engravingNote(engraving: { text: string; price: string }, withPrice = true): string {
  const note = `Engraved: “${engraving.text}”`;
  return withPrice && engraving.price !== "0.00" ? `${note} (+${formatPrice(engraving.price)})` : note;
}
