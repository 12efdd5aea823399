import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminPrivacyApi } from "@shared/api/privacy";
import { callApi, queryKeyOf } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { adminCustomersList } from "./use-admin-customers";

/** GET /api/admin/privacy-log: every data download and account deletion, newest first (decision 065). */
const privacyLogQuery = () =>
  queryOptions<AnswerOf<typeof adminPrivacyApi.log>>({ queryKey: queryKeyOf(adminPrivacyApi.log) });

export function usePrivacyLog() {
  return useQuery(privacyLogQuery());
}

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
    invalidate: [adminCustomersList.key, privacyLogQuery().queryKey],
    invalidateOnError: true,
  });
}
