import type { AdminCommission } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

/** `name` only names the customer in the toast; it is not sent. */
type RequestBalanceVariables = { id: string; name: string };

/**
 * POST /api/admin/custom-orders/:id/commission/balance-request, 'Board finished — ask for the
 * balance' (decision 080): the balance becomes due and the customer is emailed how to pay it, once.
 */
async function requestBalance({ id }: RequestBalanceVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.requestBalance, { params: { id } });
}

export function useRequestBalance() {
  return useCommissionWrite({
    mutationFn: requestBalance,
    success: (_, { name }) => ({
      title: "Balance requested",
      description: `${name} gets an email with the balance, the reference and how to pay.`,
    }),
    error: "Error asking for the balance",
  });
}
