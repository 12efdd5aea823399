import type { AdminCommission, ShipCommissionInput } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import { useCommissionWrite } from "./use-commission-write";

/** `name` only names the customer in the toast; it is not sent. */
type ShipCommissionVariables = { id: string; name: string; parcel: ShipCommissionInput };

/** POST /api/admin/custom-orders/:id/commission/ship: 'order shipped' and the 'on its way' email (decision 037). */
async function shipCommission({ id, parcel }: ShipCommissionVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.ship, { params: { id }, body: parcel });
}

export function useShipCommission() {
  return useCommissionWrite({
    mutationFn: shipCommission,
    success: (_, { name }) => ({
      title: "Board shipped",
      description: `${name} gets a \u2018Your board is on its way\u2019 email.`,
    }),
    error: "Error shipping board",
  });
}
