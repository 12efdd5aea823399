import type { AdminCommission } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

/** `name` only names the customer in the toast; it is not sent. */
type DeliverCommissionVariables = { id: string; name: string };

/** POST /api/admin/custom-orders/:id/commission/deliver: 'order delivered' and the thank-you email (decision 037). */
async function deliverCommission({ id }: DeliverCommissionVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.deliver, { params: { id } });
}

export function useDeliverCommission() {
  return useCommissionWrite({
    mutationFn: deliverCommission,
    success: (_, { name }) => ({
      title: "Marked as delivered",
      description: `${name} gets a thank-you email with the care instructions.`,
    }),
    error: "Error marking as delivered",
  });
}
