/**
 * A board's address segment, made from its name: lower-case ASCII words joined by '-', accents
 * folded ('Crème' → 'creme'). Migration 0006 backfills existing boards with the same steps in SQL,
 * so keep the two in step.
 */
export const MAX_SLUG_LENGTH = 80;

/** A name with no Latin letters or digits at all still needs an address. */
export const FALLBACK_SLUG = "board";

// Latin letters that Unicode does not decompose into a base letter and an accent.
const LETTER_FOLDS: Record<string, string> = {
  ß: "ss",
  Æ: "ae",
  æ: "ae",
  Œ: "oe",
  œ: "oe",
  Þ: "th",
  þ: "th",
  Ø: "o",
  ø: "o",
  Ł: "l",
  ł: "l",
  Đ: "d",
  đ: "d",
  Ð: "d",
  ð: "d",
  ı: "i",
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

export function slugify(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // Cut long names at a word boundary rather than mid-word.
  const cut = words.length > MAX_SLUG_LENGTH ? words.slice(0, MAX_SLUG_LENGTH + 1).replace(/-[^-]*$/, "") : words;
  return cut.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "") || FALLBACK_SLUG;
}

/** The n-th board of the same name: 'walnut-board', then 'walnut-board-2', 'walnut-board-3'… */
export function slugWithSuffix(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** Whether `slug` is `base` itself or `base` with a numeric suffix (so the name still fits the address). */
export function isSlugOf(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-[1-9][0-9]*$`).test(slug);
}
