import type { AnswerOf } from "@shared/api/contract";
import { ordersApi } from "@shared/api/orders";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/**
 * GET /api/orders/:token: an order as its own page shows it (decision 039). The token is the key,
 * not the signed-in person: the link works signed in or out; a hand-edited one may hold anything.
 */
export const orderPageQuery = (token: string) =>
  queryOptions<AnswerOf<typeof ordersApi.page>>({ queryKey: queryKeyOf(ordersApi.page, { params: { token } }) });

export function useOrderPage(token: string) {
  return useQuery(orderPageQuery(token));
}
