import type { AdminCommission, CommissionPayment, CommissionPaymentKind, CommissionQuote } from "@shared/commissions";
import { parseCents } from "@shared/money";
import { paymentMethodInSentence } from "@shared/payment-methods";
import { formatDay, formatLongDate } from "@/lib/format";

/** The current quote: the latest version (the answer lists them newest first); null before any. */
export const currentQuote = (commission: AdminCommission): CommissionQuote | null => commission.quotes[0] ?? null;

/** The part recorded as paid (once at most, decision 037); null while it is not. */
export function paidPart(commission: AdminCommission, kind: CommissionPaymentKind): CommissionPayment | null {
  return commission.payments.find((p) => p.kind === kind && p.status === "paid") ?? null;
}

/** A card payment of the part that the customer has started and not finished. */
export function awaitingCard(commission: AdminCommission, kind: CommissionPaymentKind): boolean {
  return commission.payments.some((p) => p.kind === kind && p.status === "awaiting");
}

/** What the owner can do next, as the server allows it (decision 037). */
export type CommissionSteps = {
  /** A first quote, or a new version: until the balance is paid (409 after). */
  quote: boolean;
  /** 'Mark deposit received': the current quote is accepted and the deposit not paid. */
  markDeposit: boolean;
  /**
   * 'Board finished — ask for the balance' (decision 080): the deposit is paid, a balance is left on
   * the accepted quote, and it was not asked for yet.
   */
  requestBalance: boolean;
  /** 'Mark final payment received': once the balance is due (asked for) and not paid. */
  markBalance: boolean;
  /** 'Ship board': at any time after the quote is accepted, until it is shipped. */
  ship: boolean;
  /** 'Mark delivered': shipped and not yet delivered. */
  deliver: boolean;
};

export function commissionSteps(commission: AdminCommission): CommissionSteps {
  const accepted = currentQuote(commission)?.state === "accepted";
  const depositPaid = paidPart(commission, "deposit") !== null;
  const balancePaid = paidPart(commission, "balance") !== null;
  const balanceLeft = (parseCents(commission.money.balanceDue ?? "") ?? 0) > 0;
  const balanceOpen = accepted && depositPaid && !balancePaid && balanceLeft;
  const asked = commission.balanceRequestedAt !== null;
  return {
    quote: !balancePaid && commission.deliveredAt === null,
    markDeposit: accepted && !depositPaid,
    requestBalance: balanceOpen && !asked,
    markBalance: balanceOpen && asked,
    ship: accepted && commission.shipment === null && commission.deliveredAt === null,
    deliver: commission.shipment !== null && commission.deliveredAt === null,
  };
}

/** How a paid part arrived, in a few words: 'card', 'bank transfer', or 'recorded by hand'. */
function paidVia(payment: CommissionPayment): string {
  if (payment.via === "card") return "card";
  if (payment.method) return paymentMethodInSentence(payment.method);
  return "recorded by hand";
}

/** 'Paid on March 2, 2026 (bank transfer)': the day the owner gave, else the day the card paid. */
export function paidLine(payment: CommissionPayment): string {
  const day = payment.paidOn ? formatDay(payment.paidOn) : payment.paidAt ? formatLongDate(payment.paidAt) : "";
  return `Paid${day ? ` on ${day}` : ""} (${paidVia(payment)})`;
}

/**
 * The amount a part row shows: what was paid, else what the current quote asks for it (its balance is
 * the price less the deposit, a deposit carried over included; money.balanceDue is everything unpaid).
 */
export function partAmount(commission: AdminCommission, kind: CommissionPaymentKind): string | null {
  const paid = paidPart(commission, kind);
  if (paid) return paid.amount;
  const quote = currentQuote(commission);
  if (!quote) return null;
  return kind === "deposit" ? quote.deposit : quote.balance;
}

const STATE_LABELS: Record<CommissionQuote["state"], string> = {
  sent: "Awaiting acceptance",
  accepted: "Accepted",
  superseded: "Superseded",
  expired: "Expired",
};

export const quoteStateLabel = (state: CommissionQuote["state"]) => STATE_LABELS[state];

/** A paid part as the answer may describe its refunds (decision 047): what went back, and what is left. */
/** What was given back of a paid part; null when nothing. */
export function partRefunded(payment: CommissionPayment): string | null {
  return (parseCents(payment.refunded) ?? 0) > 0 ? payment.refunded : null;
}
