import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { ORDER_AND_STOCK_READS } from "./order-reads";

/** Archived orders only; the server answers 409 for any other. An unpaid one gives its boards back. */
async function deleteOrder(id: number): Promise<void> {
  await callApi(ordersApi.remove, { params: { id } });
}

export function useDeleteOrder() {
  return useApiMutation({
    mutationFn: deleteOrder,
    success: (_, id) => ({ title: "Order deleted", description: `Order #${id} was permanently deleted.` }),
    error: "Error deleting order",
    invalidate: ORDER_AND_STOCK_READS,
  });
}
