import type { QueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_KEY } from "../use-admin-stats";
import { PRODUCTS_KEY } from "../products/use-admin-products";
import { ADMIN_ORDERS_KEY } from "./use-admin-orders";
import { ARCHIVED_ORDERS_KEY } from "./use-archived-orders";

/**
 * SPEC §7: status, archive and delete refetch both order lists and the statistics strip. Cancelling
 * or deleting an unpaid order also puts its boards back in stock, so the products refetch too.
 */
export async function invalidateOrders(queryClient: QueryClient, options: { stock?: boolean } = {}): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ARCHIVED_ORDERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
    options.stock ? queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }) : null,
  ]);
}
