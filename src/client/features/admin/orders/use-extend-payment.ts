import type { AdminOrder } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { formatDay } from "@/lib/format";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_READS } from "./order-reads";

/** POST /api/admin/orders/:id/payment-deadline: a manual order's payment deadline moves a week on (decision 073). */
export async function extendPayment(id: number): Promise<AdminOrder> {
  return callApi(ordersApi.extendPayment, { params: { id } });
}

export function useExtendPayment() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: extendPayment,
    onSuccess: changed,
    success: (order) => ({
      title: "Payment deadline extended",
      description: `Order #${order.id} now waits for its payment until ${formatDay((order.paymentDueAt ?? "").slice(0, 10))}.`,
    }),
    error: "Error extending the payment deadline",
    invalidate: ORDER_READS,
  });
}
