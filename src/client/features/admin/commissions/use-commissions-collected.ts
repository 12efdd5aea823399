import type { AnswerOf } from "@shared/api/contract";
import { commissionsApi } from "@shared/api/commissions";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/admin/commissions/collected: commission money received, apart from the shop's Revenue (decision 037). */
export const commissionsCollectedQuery = () =>
  queryOptions<AnswerOf<typeof commissionsApi.collected>>({ queryKey: queryKeyOf(commissionsApi.collected) });

export function useCommissionsCollected() {
  return useQuery(commissionsCollectedQuery());
}
