import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCommission } from "@shared/commissions";

/**
 * GET /api/admin/custom-orders/:id/commission (decision 037). The key is the URL path in segments, so
 * it sits under the custom orders' key: every custom-order write that refreshes the lists (a status
 * set to 'product completed' asks for the balance) refreshes an open commission too.
 */
export const commissionQuery = (customOrderId: string) =>
  queryOptions<AdminCommission>({ queryKey: ["/api/admin/custom-orders", customOrderId, "commission"] });

export function useCommission(customOrderId: string) {
  return useQuery(commissionQuery(customOrderId));
}
