import type { AdminOrder } from "@shared/orders";
import { refundsApi } from "@shared/api/refunds";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_READS } from "./order-reads";

/** POST /api/admin/orders/:id/cancellation/decline: the order goes on, and the customer is told. */
export async function declineCancellation(id: number): Promise<AdminOrder> {
  return callApi(refundsApi.declineCancellation, { params: { id } });
}

export function useDeclineCancellation() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: declineCancellation,
    onSuccess: changed,
    success: (order) => ({
      title: "Cancellation declined",
      description: `Order #${order.id} goes on as it was. ${order.customerName} is emailed.`,
    }),
    error: "Error declining cancellation",
    invalidate: ORDER_READS,
    invalidateOnError: true,
  });
}
