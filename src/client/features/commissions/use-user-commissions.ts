import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { commissionsApi } from "@shared/api/commissions";
import { queryKeyOf, userScopedKey } from "@/lib/api";

/** GET /api/user/commissions; invalidating this path refreshes every user's cached list. */
export const USER_COMMISSIONS_PATH = queryKeyOf(commissionsApi.mine);

/**
 * The commissions requested with the signed-in customer's verified email: asked only when someone
 * is signed in, and keyed by who, so one person's list is never shown to the next (decision 016).
 */
const userCommissionsQuery = (userId: string | null) =>
  queryOptions<AnswerOf<typeof commissionsApi.mine>>({
    queryKey: userScopedKey(USER_COMMISSIONS_PATH, userId),
    enabled: userId !== null,
  });

export function useUserCommissions(userId: string | null) {
  return useQuery(userCommissionsQuery(userId));
}
