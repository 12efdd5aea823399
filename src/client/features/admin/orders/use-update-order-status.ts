import type { OrderStatus } from "@shared/orders";
import { apiRequest } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { ORDER_READS } from "./order-reads";
import { STATUS_LABELS } from "./order-labels";

export type UpdateOrderStatusVariables = { id: number; status: OrderStatus };

export async function updateOrderStatus({ id, status }: UpdateOrderStatusVariables): Promise<void> {
  await apiRequest("PATCH", `/api/admin/orders/${id}/status`, { status });
}

export function useUpdateOrderStatus() {
  return useApiMutation({
    mutationFn: updateOrderStatus,
    success: (_, { id, status }) => ({
      title: "Order status updated",
      description: `Order #${id} is now ${STATUS_LABELS[status]}.`,
    }),
    error: "Error updating order status",
    invalidate: ORDER_READS,
    // Refetch after a failure too, so the select shows what the server holds.
    invalidateOnError: true,
  });
}
