import { privacyLogQuerySchema } from "@shared/admin-lists";
import { adminPrivacyApi } from "@shared/api/privacy";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { adminCustomersList } from "./use-admin-customers";
import { defineAdminList } from "../admin-list";

/**
 * GET /api/admin/privacy-log: every data download and account deletion, newest first, a page at a
 * time (decisions 065, 071); its pages are anchored at the newest entry the first page showed.
 */
export const privacyLogList = defineAdminList(adminPrivacyApi.log, privacyLogQuerySchema, {
  anchorOf: (entry) => entry.id,
});

/** Where the owner downloads a customer's data: a link the browser saves, with the session cookie. */
export const customerDataHref = (id: string) => adminPrivacyApi.customerDataExport.path.replace(":id", id);

/** POST /api/admin/customers/:id/delete, for a request that arrived by email. */
export function useDeleteCustomer() {
  return useApiMutation({
    mutationFn: (id: string) => callApi(adminPrivacyApi.deleteCustomer, { params: { id } }),
    success: (answer) => ({
      title: "Account deleted",
      description: `${answer.ordersKept} ${answer.ordersKept === 1 ? "order" : "orders"} kept for the books as “deleted customer”.`,
    }),
    error: "The account was not deleted",
    invalidate: [adminCustomersList.key, privacyLogList.key],
    invalidateOnError: true,
  });
}
