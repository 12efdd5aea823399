import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateCustomOrders } from "./invalidate-custom-orders";

export async function archiveCustomOrder(id: string): Promise<void> {
  await apiRequest("PATCH", `/api/admin/custom-orders/${id}/archive`);
}

export function useArchiveCustomOrder() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: archiveCustomOrder,
    onSuccess: async () => {
      toast({ title: "Custom order archived", description: "It is now in the Archived tab." });
      await invalidateCustomOrders(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error archiving custom order", description: errorMessage(error), variant: "destructive" }),
  });
}
