import type { OrderBulk } from "@shared/bulk";
import type { AdminOrder } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { counted } from "../bulk-bar";
import { STATUS_LABELS } from "./order-labels";
import { ORDER_READS } from "./order-reads";

/** POST /api/admin/orders/bulk: archive the orders, or set their status, all or none (decision 030). */
function bulkOrders(body: OrderBulk): Promise<AdminOrder[]> {
  return callApi(ordersApi.bulk, { body });
}

export function useBulkOrders() {
  return useApiMutation({
    mutationFn: bulkOrders,
    success: (_, bulk) =>
      bulk.action === "archive"
        ? { title: `${counted(bulk.ids.length, "order")} archived`, description: "They are now in the Archived tab." }
        : {
            title: "Order status updated",
            description: `${counted(bulk.ids.length, "order")} ${bulk.ids.length === 1 ? "is" : "are"} now ${STATUS_LABELS[bulk.status]}.`,
          },
    error: "Error updating orders",
    invalidate: ORDER_READS,
    invalidateOnError: true,
  });
}
