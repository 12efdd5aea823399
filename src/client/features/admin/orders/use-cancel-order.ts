import type { AdminOrder } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_AND_STOCK_READS } from "./order-reads";

/** Unpaid, unshipped orders only; the server answers 409 for a paid or shipped one, saying why. */
async function cancelOrder(id: number): Promise<AdminOrder> {
  return callApi(ordersApi.cancel, { params: { id } });
}

export function useCancelOrder() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: cancelOrder,
    onSuccess: changed,
    success: (_, id) => ({
      title: "Order cancelled",
      description: `Order #${id} was cancelled and its boards are back in stock.`,
    }),
    error: "Error cancelling order",
    invalidate: ORDER_AND_STOCK_READS,
  });
}
