import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomOrderStatus } from "@shared/inquiries";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { customOrderStatusLabel } from "./custom-order-labels";
import { invalidateCustomOrders } from "./invalidate-custom-orders";

export type UpdateCustomOrderStatusVariables = { id: string; name: string; status: CustomOrderStatus };

export async function updateCustomOrderStatus({ id, status }: UpdateCustomOrderStatusVariables): Promise<void> {
  await apiRequest("PATCH", `/api/admin/custom-orders/${id}/status`, { status });
}

export function useUpdateCustomOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, UpdateCustomOrderStatusVariables>({
    mutationFn: updateCustomOrderStatus,
    onSuccess: (_, { name, status }) =>
      toast({
        title: "Custom order status updated",
        description: `The order from ${name} is now ${customOrderStatusLabel(status)}.`,
      }),
    onError: (error) =>
      toast({ title: "Error updating custom order status", description: errorMessage(error), variant: "destructive" }),
    // Refetch after a failure too, so the select shows what the server holds.
    onSettled: () => invalidateCustomOrders(queryClient),
  });
}
