import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomOrderUpdate, Inquiry } from "@shared/inquiries";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateCustomOrders } from "./invalidate-custom-orders";

export type UpdateCustomOrderVariables = { id: string; update: CustomOrderUpdate };

export async function updateCustomOrder({ id, update }: UpdateCustomOrderVariables): Promise<Inquiry> {
  const res = await apiRequest("PATCH", `/api/admin/custom-orders/${id}`, update);
  return (await res.json()) as Inquiry;
}

/** SPEC §5, Custom order edit; the payload is checked by the caller before it is sent. */
export function useUpdateCustomOrder() {
  const queryClient = useQueryClient();
  return useMutation<Inquiry, Error, UpdateCustomOrderVariables>({
    mutationFn: updateCustomOrder,
    onSuccess: async (order) => {
      toast({ title: "Custom order updated", description: `The request from ${order.name} is saved.` });
      await invalidateCustomOrders(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error updating custom order", description: errorMessage(error), variant: "destructive" }),
  });
}
