import type { AdminOrder } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_READS } from "./order-reads";

/** POST /api/admin/orders/:id/send-invoice: emails the customer the invoice PDF of a manual order (decision 039). */
export async function sendInvoice(id: number): Promise<AdminOrder> {
  return callApi(ordersApi.sendInvoice, { params: { id } });
}

export function useSendInvoice() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: sendInvoice,
    onSuccess: changed,
    success: (order) => ({
      title: "Invoice sent",
      description: `The invoice for order #${order.id} is on its way to ${order.customerEmail}.`,
    }),
    error: "Error sending invoice",
    // The history shows the sending.
    invalidate: ORDER_READS,
  });
}
