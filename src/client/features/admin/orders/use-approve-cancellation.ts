import type { AdminOrder } from "@shared/orders";
import { refundsApi } from "@shared/api/refunds";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_AND_STOCK_READS } from "./order-reads";

/**
 * POST /api/admin/orders/:id/cancellation/approve (decision 045): the customer's request granted. A
 * card payment is refunded in full through Stripe, a manual one is recorded as refunded, an unpaid
 * order is cancelled; the boards go back in stock and the customer is emailed.
 */
export async function approveCancellation(id: number): Promise<AdminOrder> {
  return callApi(refundsApi.approveCancellation, { params: { id } });
}

export function useApproveCancellation() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: approveCancellation,
    onSuccess: changed,
    success: (order) => ({
      title: "Cancellation approved",
      description: `Order #${order.id} is cancelled and its boards are back in stock. ${order.customerName} is emailed.`,
    }),
    error: "Error approving cancellation",
    invalidate: ORDER_AND_STOCK_READS,
    invalidateOnError: true,
  });
}
