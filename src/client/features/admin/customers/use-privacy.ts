import { privacyLogQuerySchema } from "@shared/admin-lists";
import { adminPrivacyApi } from "@shared/api/privacy";
import type { OpenWork } from "@shared/privacy";
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

/** 'open order is' / '2 open orders and 1 commission are': what a waiting deletion waits for. */
function openCount({ orders, commissions }: OpenWork): string {
  const parts = [
    orders.length ? `${orders.length === 1 ? "open order" : `${orders.length} open orders`}` : "",
    commissions.length
      ? `${commissions.length === 1 ? "open commission" : `${commissions.length} open commissions`}`
      : "",
  ].filter(Boolean);
  return `${parts.join(" and ")} ${orders.length + commissions.length === 1 ? "is" : "are"}`;
}

/** POST /api/admin/customers/:id/delete, for a request that arrived by email. */
export function useDeleteCustomer() {
  return useApiMutation({
    mutationFn: (id: string) => callApi(adminPrivacyApi.deleteCustomer, { params: { id } }),
    success: (answer) =>
      answer.status === "scheduled"
        ? {
            // Something is still open (decision 078): the account goes once it all closes.
            title: "Deletion scheduled",
            description: `The account is deleted once its ${openCount(answer.waitingFor)} closed.`,
          }
        : {
            title: "Account deleted",
            description: `${answer.ordersKept} ${answer.ordersKept === 1 ? "order" : "orders"} kept for the books as “deleted customer”.`,
          },
    error: "The account was not deleted",
    invalidate: [adminCustomersList.key, privacyLogList.key],
    invalidateOnError: true,
  });
}
