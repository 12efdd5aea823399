import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderPage } from "@shared/order-page";

/** The order page's call: /api/orders/:token. */
export const ORDER_PAGE_PATH = "/api/orders";

/**
 * GET /api/orders/:token: an order as its own page shows it (decision 039). The token is the key,
 * not the signed-in person: the link works signed in or out; a hand-edited one may hold anything.
 */
export const orderPageQuery = (token: string) =>
  queryOptions<OrderPage>({ queryKey: [ORDER_PAGE_PATH, encodeURIComponent(token)] });

export function useOrderPage(token: string) {
  return useQuery(orderPageQuery(token));
}
