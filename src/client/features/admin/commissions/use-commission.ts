import type { AnswerOf } from "@shared/api/contract";
import { commissionsApi } from "@shared/api/commissions";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/**
 * GET /api/admin/custom-orders/:id/commission (decision 037). The key is the URL path in segments, so
 * it sits under the custom orders' key: every custom-order write that refreshes the lists (a status
 * set to 'product completed' asks for the balance) refreshes an open commission too.
 */
export const commissionQuery = (customOrderId: string) =>
  queryOptions<AnswerOf<typeof commissionsApi.adminView>>({
    queryKey: queryKeyOf(commissionsApi.adminView, { params: { id: customOrderId } }),
  });

export function useCommission(customOrderId: string) {
  return useQuery(commissionQuery(customOrderId));
}
