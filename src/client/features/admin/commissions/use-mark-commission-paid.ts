import type { AdminCommission, MarkCommissionPaidInput } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

type MarkCommissionPaidVariables = MarkCommissionPaidInput & { id: string };

/**
 * POST /api/admin/custom-orders/:id/commission/payments: money that arrived outside the card form (manual
 * mode, a bank transfer). A part already paid answers unchanged (decision 037).
 */
async function markCommissionPaid({ id, ...input }: MarkCommissionPaidVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.markPaid, { params: { id }, body: input });
}

export function useMarkCommissionPaid() {
  return useCommissionWrite({
    mutationFn: markCommissionPaid,
    success: (_, { kind }) =>
      kind === "deposit"
        ? { title: "Deposit received", description: "The deposit is recorded; the customer gets a confirmation." }
        : { title: "Final payment received", description: "The balance is recorded; the board is paid in full." },
    error: "Error recording payment",
  });
}
