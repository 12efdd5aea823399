import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/orders";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateOrders } from "./invalidate-orders";

/** Unpaid, unshipped orders only; the server answers 409 for a paid or shipped one, saying why. */
export async function cancelOrder(id: number): Promise<AdminOrder> {
  const res = await apiRequest("PATCH", `/api/admin/orders/${id}/cancel`);
  return (await res.json()) as AdminOrder;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation<AdminOrder, Error, number>({
    mutationFn: cancelOrder,
    onSuccess: async (_, id) => {
      toast({ title: "Order cancelled", description: `Order #${id} was cancelled and its boards are back in stock.` });
      await invalidateOrders(queryClient, { stock: true });
    },
    onError: (error) =>
      toast({ title: "Error cancelling order", description: errorMessage(error), variant: "destructive" }),
  });
}
