import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateOrders } from "./invalidate-orders";

export async function archiveOrder(id: number): Promise<void> {
  await apiRequest("PATCH", `/api/admin/orders/${id}/archive`);
}

export function useArchiveOrder() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: archiveOrder,
    onSuccess: async (_, id) => {
      toast({ title: "Order archived", description: `Order #${id} is now in the Archived tab.` });
      await invalidateOrders(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error archiving order", description: errorMessage(error), variant: "destructive" }),
  });
}
