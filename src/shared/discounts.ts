// The arithmetic of discount codes (decision 059), in integer cents, without zod: the cart imports
// it to show what the server will work out (./discount-schema holds the schemas).
import { formatCents } from "./money";

/** A percentage of the eligible boards, a fixed amount off them, or the order's shipping. */
export const DISCOUNT_KINDS = ["percentage", "fixed", "free_shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code's rules and how often it was used: what decides whether it applies and for how much. */
export type DiscountRules = {
  code: string;
  kind: DiscountKind;
  /** percentage: whole percent (1–100); fixed: cents; free_shipping: 0. */
  value: number;
  active: boolean;
  /** The eligible boards must cost at least this much; null: no minimum. */
  minSubtotalCents: number | null;
  /** First and last day it works (YYYY-MM-DD, UTC, both included); null: open. */
  startsOn: string | null;
  endsOn: string | null;
  /** Uses allowed in all; null: unlimited. `uses` counts the orders holding it now. */
  maxUses: number | null;
  uses: number;
  /** Once per customer email. */
  oncePerEmail: boolean;
  /** The boards and collections it applies to; both empty: every board. */
  productIds: readonly string[];
  categoryIds: readonly string[];
};

/** A cart line as the discount sees it: the unit price includes the engraving. */
export type DiscountLine = { productId: string; categoryId: string | null; unitCents: number; quantity: number };

type DiscountSituation = {
  /** Today, YYYY-MM-DD in UTC. */
  today: string;
  /** This customer email already holds a use of the code. */
  usedByEmail: boolean;
};

/** `onShipping`: it takes the shipping off (a free-shipping code), not the boards' price: tax sees the difference. */
export type DiscountOutcome =
  { applies: true; code: string; cents: number; onShipping: boolean } | { applies: false; reason: string };

export const UNKNOWN_CODE = "We don't know this code. Please check its spelling.";
export const USED_UP = "This code has been used up";
const ALREADY_USED = "You've already used this code";
const CODE_ENDED = "This code has ended";
const NOT_FOR_THESE_BOARDS = "This code doesn't apply to the boards in your cart";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-12-01" → "1 December" (with the year when it is not `today`'s). */
function dayInWords(day: string, today: string): string {
  const [year, month, date] = day.split("-");
  const words = `${Number(date)} ${MONTHS[Number(month) - 1]}`;
  return year === today.slice(0, 4) ? words : `${words} ${year}`;
}

/** Codes are case-insensitive: stored, compared and shown upper-case, without spaces around. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Whether a line's board is one the code applies to. */
function isEligible(rules: Pick<DiscountRules, "productIds" | "categoryIds">, line: DiscountLine): boolean {
  if (rules.productIds.length === 0 && rules.categoryIds.length === 0) return true;
  return (
    rules.productIds.includes(line.productId) ||
    (line.categoryId !== null && rules.categoryIds.includes(line.categoryId))
  );
}

/** p% of `cents`, rounded half up once. */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * The discount a code gives a cart, or why it gives none. `shippingCents` is the shipping the
 * shop's rules charge for these boards (decision 022): a free-shipping code takes exactly that off.
 */
export function discountFor(
  rules: DiscountRules | null,
  lines: readonly DiscountLine[],
  shippingCents: number,
  situation: DiscountSituation,
): DiscountOutcome {
  if (!rules) return { applies: false, reason: UNKNOWN_CODE };
  const no = (reason: string): DiscountOutcome => ({ applies: false, reason });
  if (!rules.active) return no(CODE_ENDED);
  if (rules.startsOn !== null && situation.today < rules.startsOn)
    return no(`This code starts on ${dayInWords(rules.startsOn, situation.today)}`);
  if (rules.endsOn !== null && situation.today > rules.endsOn) return no(CODE_ENDED);
  if (rules.maxUses !== null && rules.uses >= rules.maxUses) return no(USED_UP);
  if (rules.oncePerEmail && situation.usedByEmail) return no(ALREADY_USED);
  const eligible = lines.filter((line) => isEligible(rules, line));
  if (eligible.length === 0) return no(NOT_FOR_THESE_BOARDS);
  const eligibleCents = eligible.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  if (rules.minSubtotalCents !== null && eligibleCents < rules.minSubtotalCents)
    return no(`Add ${formatCents(rules.minSubtotalCents - eligibleCents)} more to use this code`);
  const cents =
    rules.kind === "percentage"
      ? percentOf(eligibleCents, rules.value)
      : rules.kind === "fixed"
        ? Math.min(rules.value, eligibleCents)
        : shippingCents;
  return { applies: true, code: rules.code, cents, onShipping: rules.kind === "free_shipping" };
}

/** "Discount (SPRING10)": the line every summary, email and document shows. */
export const discountLabel = (code: string) => `Discount (${code})`;

/** "−$12.90": a discount as the summaries show it (a true minus sign). */
export const discountAmount = (cents: number) => `\u2212${formatCents(cents)}`;
