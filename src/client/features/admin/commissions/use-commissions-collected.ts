import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CommissionsCollected } from "@shared/commissions";

/** GET /api/admin/commissions/collected: commission money received, apart from the shop's Revenue (decision 037). */
export const commissionsCollectedQuery = () =>
  queryOptions<CommissionsCollected>({ queryKey: ["/api/admin/commissions/collected"] });

export function useCommissionsCollected() {
  return useQuery(commissionsCollectedQuery());
}
