import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/orders";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateOrders } from "./invalidate-orders";
import { STATUS_LABELS } from "./order-labels";

export type UpdateOrderStatusVariables = { id: number; status: OrderStatus };

export async function updateOrderStatus({ id, status }: UpdateOrderStatusVariables): Promise<void> {
  await apiRequest("PATCH", `/api/admin/orders/${id}/status`, { status });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, UpdateOrderStatusVariables>({
    mutationFn: updateOrderStatus,
    onSuccess: (_, { id, status }) =>
      toast({ title: "Order status updated", description: `Order #${id} is now ${STATUS_LABELS[status]}.` }),
    onError: (error) =>
      toast({ title: "Error updating order status", description: errorMessage(error), variant: "destructive" }),
    // Refetch after a failure too, so the select shows what the server holds.
    onSettled: () => invalidateOrders(queryClient),
  });
}
