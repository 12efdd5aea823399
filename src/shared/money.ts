// Money is integer cents in code; on the wire and in the database it is a decimal
// string with 2 decimals (SPEC §3). Never add floats.

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** numeric(10,2): the largest amount one price or order total can hold. */
export const MAX_CENTS = 99_999_999_99;

/** Parses "12", "12.5" or "12.50" into cents; null when the text is not a price. */
export function parseCents(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * 100 + Number(fraction);
}

/** 1250 → "12.50" */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "180600" → "180,600": a thousands separator every three digits, from the right. */
const withThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * 1250 → "$12.50", 180600 → "$1,806.00": for people to read. Machines (the wire, CSV exports) get
 * centsToDecimal's plain "1806.00".
 */
export function formatCents(cents: number): string {
  const [whole, fraction] = centsToDecimal(cents).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  return `${sign}$${withThousands(whole.replace("-", ""))}.${fraction}`;
}

/** "12.5" → "$12.50"; anything unparseable shows as $0.00 rather than NaN. */
export function formatPrice(decimal: string | number | null | undefined): string {
  const cents = decimal == null ? null : parseCents(String(decimal));
  return formatCents(cents ?? 0);
}
