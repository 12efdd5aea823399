import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateOrders } from "./invalidate-orders";

/** Archived orders only; the server answers 409 for any other. An unpaid one gives its boards back. */
export async function deleteOrder(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/orders/${id}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: deleteOrder,
    onSuccess: async (_, id) => {
      toast({ title: "Order deleted", description: `Order #${id} was permanently deleted.` });
      await invalidateOrders(queryClient, { stock: true });
    },
    onError: (error) =>
      toast({ title: "Error deleting order", description: errorMessage(error), variant: "destructive" }),
  });
}
