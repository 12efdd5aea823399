import type { AdminRightsUpdate, Customer } from "@shared/customers";
import { adminApi } from "@shared/api/admin";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { adminCustomersList } from "./use-admin-customers";

type Variables = { id: string } & AdminRightsUpdate;

async function updateAdminRights({ id, isAdmin }: Variables): Promise<Customer> {
  return callApi(adminApi.setAdminRights, { params: { id }, body: { isAdmin } });
}

export function useUpdateAdminRights() {
  return useApiMutation({
    mutationFn: updateAdminRights,
    success: "Admin rights updated",
    error: "Error updating admin rights",
    invalidate: [adminCustomersList.key],
    // Another admin may have changed the list meanwhile; show it as it is now.
    invalidateOnError: true,
  });
}
