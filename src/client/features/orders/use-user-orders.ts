import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { ordersApi } from "@shared/api/orders";
import { queryKeyOf, userScopedKey } from "@/lib/api";

/** GET /api/user/orders; invalidating this path refreshes every user's cached list. */
export const USER_ORDERS_PATH = queryKeyOf(ordersApi.mine);

/**
 * The signed-in user's orders: runs only when someone is signed in (SPEC §7), and is keyed by who,
 * so one person's list is never shown to the next (decision 016).
 */
const userOrdersQuery = (userId: string | null) =>
  queryOptions<AnswerOf<typeof ordersApi.mine>>({
    queryKey: userScopedKey(USER_ORDERS_PATH, userId),
    enabled: userId !== null,
  });

export function useUserOrders(userId: string | null) {
  return useQuery(userOrdersQuery(userId));
}
