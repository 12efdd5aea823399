import type { AdminOrder } from "@shared/orders";
import type { RefundRequest } from "@shared/refunds";
import { formatPrice } from "@shared/money";
import { refundsApi } from "@shared/api/refunds";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_AND_STOCK_READS } from "./order-reads";

type RefundOrder = RefundRequest & { id: number };

/**
 * POST /api/admin/orders/:id/refunds (decision 045): part or all of a paid order given back, through
 * Stripe for a card, recorded for a manual payment. 409 when the amount is above what is left (or
 * the order was never paid), 502 when Stripe refuses: the toast gives the server's words.
 */
export async function refundOrder({ id, ...refund }: RefundOrder): Promise<AdminOrder> {
  return callApi(refundsApi.refundOrder, { params: { id }, body: refund });
}

/** The newest refund of the answer: how the money went back. */
const newestVia = (order: AdminOrder) =>
  [...order.refunds].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]?.via ??
  (order.stripePaymentIntentId ? "card" : "manual");

export function useRefundOrder() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: refundOrder,
    onSuccess: changed,
    success: (order, { amount, restock }) => {
      const boards = (restock ?? []).reduce((sum, line) => sum + line.quantity, 0);
      const back =
        boards === 0 ? "" : boards === 1 ? " 1 board is back in stock." : ` ${boards} boards are back in stock.`;
      return newestVia(order) === "card"
        ? {
            title: "Refund issued",
            description: `Stripe is refunding ${formatPrice(amount)} of order #${order.id} to the card.${back}`,
          }
        : {
            title: "Refund recorded",
            description: `A refund of ${formatPrice(amount)} is recorded on order #${order.id}.${back}`,
          };
    },
    error: "Error refunding order",
    // 'Revenue' drops by the refund, a restock changes the boards' stock, and a refused amount
    // (another click got there first) shows what is truly left.
    invalidate: ORDER_AND_STOCK_READS,
    invalidateOnError: true,
  });
}
