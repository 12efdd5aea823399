import type { AdminCommission } from "@shared/commissions";
import { formatPrice } from "@shared/money";
import type { RefundRequest } from "@shared/refunds";
import { refundsApi } from "@shared/api/refunds";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

type RefundCommissionPartVariables = RefundRequest & {
  id: string;
  paymentId: string;
  /** How the part was paid: a card is refunded through Stripe, money paid by hand is recorded. */
  via: "card" | "manual";
};

/**
 * POST /api/admin/custom-orders/:id/payments/:paymentId/refunds (decision 045): part or all of a paid
 * deposit or balance given back. 409 when the amount is above what is left of the part (the message
 * says how much is), 502 when Stripe refuses.
 */
export async function refundCommissionPart({
  id,
  paymentId,
  amount,
  reason,
}: RefundCommissionPartVariables): Promise<AdminCommission> {
  return callApi(refundsApi.refundCommissionPart, { params: { id, paymentId }, body: { amount, reason } });
}

export function useRefundCommissionPart() {
  return useCommissionWrite({
    mutationFn: refundCommissionPart,
    success: (_, { amount, via }) =>
      via === "card"
        ? { title: "Refund issued", description: `Stripe is refunding ${formatPrice(amount)} to the customer's card.` }
        : { title: "Refund recorded", description: `A refund of ${formatPrice(amount)} is recorded.` },
    error: "Error refunding payment",
  });
}
