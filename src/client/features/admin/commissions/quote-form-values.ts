import type { z } from "zod";
import {
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_QUOTE_VALID_DAYS,
  depositCentsOf,
  depositInputSchema,
  type CommissionQuote,
  type quoteInputSchema,
} from "@shared/commissions";
import { centsToDecimal, parseCents } from "@shared/money";
import { localDay } from "@/lib/format";

/** What the quote form's inputs hold: the shared schema's input. */
export type QuoteFormValues = z.input<typeof quoteInputSchema>;
/** What the form sends: the shared schema's output, the body of POST …/quotes. */
export type QuotePayload = z.output<typeof quoteInputSchema>;

/** A new quote asks for half up front unless the owner says otherwise. */
export const DEFAULT_DEPOSIT_PERCENT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The form's starting values: blank for a first quote; the current quote's for a revision, its
 * deposit as the whole percentage that gives exactly the same cents, else as the amount. Once a
 * deposit is paid, the next version carries it over (decision 037), so the form starts from it.
 */
export function quoteFormDefaults(quote: CommissionQuote | null, depositPaid: string | null = null): QuoteFormValues {
  const locked = lockedDeposit(depositPaid);
  if (!quote) {
    return {
      price: "",
      deposit: locked ?? { type: "percent", percent: DEFAULT_DEPOSIT_PERCENT },
      estimatedCompletion: "",
      validDays: DEFAULT_QUOTE_VALID_DAYS,
      message: "",
    };
  }
  return {
    price: quote.price,
    deposit: locked ?? depositOf(quote),
    estimatedCompletion: quote.estimatedCompletion,
    validDays: validDaysOf(quote),
    message: quote.message,
  };
}

/** The deposit a revision must keep: the one already paid, as an amount; null while none is paid. */
export function lockedDeposit(depositPaid: string | null): QuoteFormValues["deposit"] | null {
  const cents = depositPaid === null ? null : parseCents(depositPaid);
  return cents !== null && cents > 0 ? { type: "amount", amount: depositPaid ?? "" } : null;
}

function depositOf(quote: CommissionQuote): QuoteFormValues["deposit"] {
  const price = parseCents(quote.price) ?? 0;
  const deposit = parseCents(quote.deposit) ?? 0;
  if (price > 0) {
    // A guess from the ratio, kept only when the shared rounding gives back the very same cents.
    const percent = Math.round((deposit * 100) / price);
    if (percent >= 1 && percent <= 100 && depositCentsOf(price, { type: "percent", percent }) === deposit) {
      return { type: "percent", percent };
    }
  }
  return { type: "amount", amount: quote.deposit };
}

/** How long the quote was open for, in whole days (1 to 90); the default when the dates say nothing. */
function validDaysOf(quote: CommissionQuote): number {
  const days = Math.round((Date.parse(quote.expiresAt) - Date.parse(quote.sentAt)) / DAY_MS);
  if (!Number.isFinite(days)) return DEFAULT_QUOTE_VALID_DAYS;
  return Math.min(MAX_QUOTE_VALID_DAYS, Math.max(1, days));
}

/** The same deposit the other way round, when the owner flips the Percent / Amount toggle. */
export function switchDeposit(
  deposit: QuoteFormValues["deposit"] | undefined,
  price: string | undefined,
  to: "percent" | "amount",
): QuoteFormValues["deposit"] {
  if (deposit?.type === to) return deposit;
  const priceCents = parseCents(price ?? "");
  const preview = quotePreview(price, deposit);
  if (to === "amount") {
    return { type: "amount", amount: preview?.deposit != null ? centsToDecimal(preview.deposit) : "" };
  }
  const depositCents = deposit?.type === "amount" ? parseCents(deposit.amount) : null;
  const percent =
    priceCents && depositCents !== null ? Math.round((depositCents * 100) / priceCents) : DEFAULT_DEPOSIT_PERCENT;
  return { type: "percent", percent: Math.min(100, Math.max(1, percent)) };
}

/**
 * The figures the form shows as the owner types: the price, the deposit and the balance in cents.
 * Null until the price reads as an amount; the deposit (and balance) null while it cannot be read,
 * and `tooHigh` when it would be more than the price.
 */
type QuotePreview = { price: number; deposit: number | null; balance: number | null; tooHigh: boolean };

export function quotePreview(
  price: string | undefined,
  deposit: QuoteFormValues["deposit"] | undefined,
): QuotePreview | null {
  const priceCents = parseCents(price ?? "");
  if (priceCents === null || priceCents <= 0) return null;
  const parsed = depositInputSchema.safeParse(deposit);
  if (!parsed.success) return { price: priceCents, deposit: null, balance: null, tooHigh: false };
  const depositCents = depositCentsOf(priceCents, parsed.data);
  const tooHigh = depositCents > priceCents;
  return { price: priceCents, deposit: depositCents, balance: tooHigh ? null : priceCents - depositCents, tooHigh };
}

/** The last day the quote can be accepted if sent today: today plus `validDays`, as yyyy-mm-dd. */
export function validUntil(validDays: number | undefined, today: Date = new Date()): string | null {
  if (validDays === undefined || !Number.isInteger(validDays) || validDays < 1 || validDays > MAX_QUOTE_VALID_DAYS)
    return null;
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + validDays);
  return localDay(day);
}

/** The quote form's fields a server's field error can point at ("deposit.percent" → the deposit). */
type QuoteField = "price" | "deposit" | "estimatedCompletion" | "validDays" | "message";
const QUOTE_FIELDS: readonly QuoteField[] = ["price", "deposit", "estimatedCompletion", "validDays", "message"];

export function quoteFieldOf(path: string): QuoteField | null {
  const head = path.split(".")[0];
  return (QUOTE_FIELDS as readonly string[]).includes(head) ? (head as QuoteField) : null;
}
