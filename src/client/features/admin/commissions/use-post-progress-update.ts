import type { AdminCommission, ProgressUpdateInput } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

/** `email` only names the customer in the toast; it is not sent. */
type PostProgressUpdateVariables = { id: string; email: string; input: ProgressUpdateInput };

/** POST /api/admin/custom-orders/:id/commission/updates → 201: the text and photos, emailed to the customer. */
async function postProgressUpdate({ id, input }: PostProgressUpdateVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.postUpdate, { params: { id }, body: input });
}

export function usePostProgressUpdate() {
  return useCommissionWrite({
    mutationFn: postProgressUpdate,
    success: (_, { email }) => ({ title: "Update posted", description: `${email} gets it by email.` }),
    error: "Error posting update",
  });
}
