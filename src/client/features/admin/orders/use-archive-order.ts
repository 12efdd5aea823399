import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { ORDER_READS } from "./order-reads";

async function archiveOrder(id: number): Promise<void> {
  await callApi(ordersApi.archive, { params: { id } });
}

async function unarchiveOrder(id: number): Promise<void> {
  await callApi(ordersApi.unarchive, { params: { id } });
}

/**
 * PATCH /api/admin/orders/:id/archive. Its toast says where the order went and offers Undo
 * (issue 40), which brings it back to Shop Orders.
 */
export function useArchiveOrder() {
  const undo = useApiMutation({
    mutationFn: unarchiveOrder,
    success: (_, id) => ({ title: "Order restored", description: `Order #${id} is back in Shop Orders.` }),
    error: "Error restoring order",
    invalidate: ORDER_READS,
  });
  return useApiMutation({
    mutationFn: archiveOrder,
    success: (_, id) => ({
      title: "Order archived",
      description: `Order #${id} is now in the Archived tab.`,
      button: { label: "Undo", onClick: () => undo.mutate(id) },
    }),
    error: "Error archiving order",
    invalidate: ORDER_READS,
  });
}
