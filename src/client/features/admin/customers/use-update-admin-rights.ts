import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRightsUpdate, Customer } from "@shared/customers";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { ADMIN_CUSTOMERS_KEY } from "./use-admin-customers";

type Variables = { id: string } & AdminRightsUpdate;

export async function updateAdminRights({ id, isAdmin }: Variables): Promise<Customer> {
  return (await apiRequest("PATCH", `/api/admin/customers/${id}/admin`, { isAdmin })).json();
}

export function useUpdateAdminRights() {
  const queryClient = useQueryClient();
  return useMutation<Customer, Error, Variables>({
    mutationFn: updateAdminRights,
    onSuccess: async () => {
      toast({ title: "Admin rights updated" });
      await queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY });
    },
    onError: async (error) => {
      toast({ title: "Error updating admin rights", description: errorMessage(error), variant: "destructive" });
      // Another admin may have changed the list meanwhile; show it as it is now.
      await queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY });
    },
  });
}
