import { centsToDecimal } from "@shared/money";
import type {
  CommissionMoney,
  CommissionPayment,
  CommissionPaymentKind,
  CommissionQuote,
  CommissionUpdate,
} from "@shared/commissions";
import { commissionMoney, commissionReference, type CommissionMoneyFigures } from "@shared/commission-money";
import { orderTaxLabel } from "@shared/tax";
import type { Shipment } from "@shared/orders";
import { formatOrderAddress, type ShippingAddressFields } from "@shared/addresses";
import { parcelOf } from "../shipping/parcel";
import { refundedCents, refundSummary } from "../payments/refund-view";
import type { RefundRow } from "../payments/refunds.repo";
import type { CommissionRecord, CommissionRow, PaymentRow, QuoteRow, UpdateRow } from "./commissions.repo";

// The arithmetic of a commission's money and the answers built from its rows. Everything is
// integer cents until the wire, where it becomes a string with 2 decimals.

export const currentQuote = (record: CommissionRecord): QuoteRow | undefined => record.quotes[0];

export const paidPart = (record: CommissionRecord, kind: CommissionPaymentKind): PaymentRow | undefined =>
  record.payments.find((p) => p.kind === kind && p.status === "paid");

/** The deposit: what was paid when it was, else the current quote's. */
export function depositCents(record: CommissionRecord): number {
  return paidPart(record, "deposit")?.amountCents ?? currentQuote(record)?.depositCents ?? 0;
}

/**
 * The balance (the final payment) of the accepted current quote: its price and its sales tax
 * (decision 064) minus the deposit (paid, else quoted) and any balance paid, so it is 0 ("paid in
 * full") only when what was paid is the current price and its tax (decision 045); null while the
 * current quote is not accepted. The arithmetic is the shared `commissionMoney` (decision 080).
 */
export function balanceCents(record: CommissionRecord): number | null {
  const quote = currentQuote(record);
  if (!quote?.acceptedAt) return null;
  return moneyFacts(record).balanceCents;
}

/** The commission's total, balance left and net paid (`commissionMoney`), with what was refunded of its parts. */
export function moneyFacts(
  record: CommissionRecord,
  refunds: readonly Pick<RefundRow, "status" | "amountCents">[] = [],
): CommissionMoneyFigures {
  const quote = currentQuote(record);
  return commissionMoney({
    priceCents: quote?.priceCents ?? 0,
    taxCents: quote?.taxCents ?? 0,
    depositCents: depositCents(record),
    depositPaid: paidPart(record, "deposit") !== undefined,
    balancePaidCents: paidPart(record, "balance")?.amountCents ?? 0,
    refundedCents: refundedCents(refunds),
  });
}

/**
 * What a card payment of `kind` must be to be recorded now (decision 037): the current quote's
 * deposit, or the balance left; null when nothing of that kind can be paid (the quote is not
 * accepted, or the part is paid).
 */
export function dueNowCents(record: CommissionRecord, kind: CommissionPaymentKind): number | null {
  const quote = currentQuote(record);
  if (!quote?.acceptedAt || paidPart(record, kind)) return null;
  if (kind === "deposit") return quote.depositCents;
  return paidPart(record, "deposit") ? balanceCents(record) : null;
}

type DueParts = { deposit: boolean; balance: boolean };

/**
 * What the customer can pay now: the deposit once the current quote is accepted; the balance once
 * the deposit is paid and the owner asked for it ('Board finished — ask for the balance', decision
 * 080): a status chosen by hand asks for nothing.
 */
export function dueParts(record: CommissionRecord): DueParts {
  const accepted = Boolean(currentQuote(record)?.acceptedAt);
  const depositPaid = Boolean(paidPart(record, "deposit"));
  const balance = balanceCents(record) ?? 0;
  const asked = record.commission.balanceRequestedAt !== null;
  return {
    deposit: accepted && !depositPaid,
    balance: accepted && depositPaid && !paidPart(record, "balance") && balance > 0 && asked,
  };
}

export function quoteState(quote: QuoteRow, now: Date): CommissionQuote["state"] {
  if (quote.supersededAt) return "superseded";
  if (quote.acceptedAt) return "accepted";
  return quote.expiresAt <= now ? "expired" : "sent";
}

/**
 * The page's link expires with the quote: an open quote past its date, on a commission that has
 * taken no money yet (a customer who paid keeps the page of their board, decision 037).
 */
export function linkExpired(record: CommissionRecord, now: Date): boolean {
  const quote = currentQuote(record);
  if (!quote) return true;
  return quoteState(quote, now) === "expired" && !record.payments.some((p) => p.status === "paid");
}

export function toQuote(quote: QuoteRow, now: Date): CommissionQuote {
  return {
    id: quote.id,
    version: quote.version,
    price: centsToDecimal(quote.priceCents),
    deposit: centsToDecimal(quote.depositCents),
    tax: quote.taxState ? centsToDecimal(quote.taxCents) : null,
    taxLabel: orderTaxLabel(quote),
    balance: centsToDecimal(quote.priceCents + quote.taxCents - quote.depositCents),
    total: centsToDecimal(quote.priceCents + quote.taxCents),
    estimatedCompletion: quote.estimatedCompletion,
    message: quote.message,
    sentAt: quote.sentAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    supersededAt: quote.supersededAt?.toISOString() ?? null,
    state: quoteState(quote, now),
  };
}

/** A part as the owner's view shows it, with what was refunded of it (its own refunds, decision 045). */
export function toPayment(
  payment: PaymentRow,
  quotes: QuoteRow[],
  refunds: readonly RefundRow[] = [],
): CommissionPayment {
  const paidCents = payment.status === "paid" ? payment.amountCents : 0;
  return {
    ...refundSummary(
      paidCents,
      refunds.filter((r) => r.commissionPaymentId === payment.id),
    ),
    id: payment.id,
    kind: payment.kind,
    amount: centsToDecimal(payment.amountCents),
    status: payment.status,
    via: payment.via,
    paidAt: payment.paidAt?.toISOString() ?? null,
    paidOn: payment.paidOn,
    method: payment.method,
    note: payment.note,
    quoteVersion: quotes.find((q) => q.id === payment.quoteId)?.version ?? 0,
  };
}

export const toUpdate = (update: UpdateRow): CommissionUpdate => ({
  id: update.id,
  text: update.text,
  photos: update.photos,
  createdAt: update.createdAt.toISOString(),
});

/**
 * The commission's money. `collected` is what was paid minus what was refunded of it (pending and
 * succeeded refunds of its parts, decision 045).
 */
export function moneyOf(
  record: CommissionRecord,
  refunds: readonly Pick<RefundRow, "status" | "amountCents">[] = [],
): CommissionMoney {
  const paid = record.payments.filter((p) => p.status === "paid");
  const balance = balanceCents(record);
  return {
    quoted: record.quotes[0] ? centsToDecimal(record.quotes[0].priceCents) : null,
    depositPaid: centsToDecimal(paidPart(record, "deposit")?.amountCents ?? 0),
    balanceDue: balance === null ? null : centsToDecimal(balance),
    collected: centsToDecimal(paid.reduce((sum, p) => sum + p.amountCents, 0) - refundedCents(refunds)),
  };
}

/** The commission's reference for transfers, "C-1042" (decision 080). */
export const referenceOf = (commission: Pick<CommissionRow, "referenceNumber">) =>
  commissionReference(commission.referenceNumber);

export function shipmentOf(commission: CommissionRow): Shipment | null {
  if (!commission.shippedAt) return null;
  return { ...parcelOf(commission), shippedAt: commission.shippedAt.toISOString() };
}

/** The delivery address's fields (decision 072); null for one typed in one box before, or none yet. */
export function deliveryFieldsOf(commission: CommissionRow): ShippingAddressFields | null {
  const { deliveryName: name, deliveryStreet: street, deliveryCity: city } = commission;
  const { deliveryState: state, deliveryZipCode: zipCode } = commission;
  if (name === null || street === null || city === null || state === null || zipCode === null) return null;
  return { name, street, city, state, zipCode };
}

/** What a commission keeps of the delivery address the customer accepted with: its fields, and the address as printed. */
export function deliveryColumns(address: ShippingAddressFields) {
  const { name, street, city, state, zipCode } = address;
  return {
    deliveryAddress: formatOrderAddress(address),
    deliveryName: name,
    deliveryStreet: street,
    deliveryCity: city,
    deliveryState: state,
    deliveryZipCode: zipCode,
  };
}
