import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { ORDER_READS } from "./order-reads";

async function archiveOrder(id: number): Promise<void> {
  await callApi(ordersApi.archive, { params: { id } });
}

export function useArchiveOrder() {
  return useApiMutation({
    mutationFn: archiveOrder,
    success: (_, id) => ({ title: "Order archived", description: `Order #${id} is now in the Archived tab.` }),
    error: "Error archiving order",
    invalidate: ORDER_READS,
  });
}
