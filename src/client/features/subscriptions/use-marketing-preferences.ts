import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { marketingApi } from "@shared/api/marketing";
import { queryKeyOf, userScopedKey } from "@/lib/api";

/** GET /api/user/marketing; invalidating this path refreshes every user's cached preferences. */
export const MARKETING_PREFERENCES_PATH = queryKeyOf(marketingApi.myPreferences);

/** The signed-in customer's newsletter standing and back-in-stock alerts: keyed by who (decision 016). */
export const marketingPreferencesQuery = (userId: string | null) =>
  queryOptions<AnswerOf<typeof marketingApi.myPreferences>>({
    queryKey: userScopedKey(MARKETING_PREFERENCES_PATH, userId),
    enabled: userId !== null,
  });

export function useMarketingPreferences(userId: string | null) {
  return useQuery(marketingPreferencesQuery(userId));
}
