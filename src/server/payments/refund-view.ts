import { centsToDecimal, parseCents } from "@shared/money";
import type { PaymentStatus } from "@shared/checkout";
import type { Refund, RefundSummary } from "@shared/refunds";
import type { RefundRow } from "./refunds.repo";

// The arithmetic of money given back (decision 045), in integer cents until the wire.

/** Pending and succeeded refunds count; a failed one gave nothing back. */
export const counts = (refund: Pick<RefundRow, "status">) => refund.status !== "failed";

/** What was paid for a shop order: its total once paid (a full refund leaves it 'refunded'), else nothing. */
export function paidCentsOf(order: { paymentStatus: PaymentStatus; total: string }): number {
  return order.paymentStatus === "paid" || order.paymentStatus === "refunded" ? (parseCents(order.total) ?? 0) : 0;
}

/** Money promised or given back: pending and succeeded refunds added up. */
export const refundedCents = (refunds: readonly Pick<RefundRow, "status" | "amountCents">[]) =>
  refunds.filter(counts).reduce((sum, r) => sum + r.amountCents, 0);

/** What can still be refunded of `paidCents`: never below 0. */
export const refundableCents = (paidCents: number, refunds: readonly Pick<RefundRow, "status" | "amountCents">[]) =>
  Math.max(0, paidCents - refundedCents(refunds));

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: centsToDecimal(row.amountCents),
    reason: row.reason,
    via: row.via,
    status: row.status,
    restocked: row.restocked,
    restockLines: row.restockLines,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

export function refundSummary(paidCents: number, rows: readonly RefundRow[]): RefundSummary {
  return {
    refunds: rows.map(toRefund),
    refunded: centsToDecimal(refundedCents(rows)),
    refundable: centsToDecimal(refundableCents(paidCents, rows)),
  };
}
