import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/orders";

/** GET /api/admin/archived-orders: archived shop orders, newest first (SPEC §7, Admin calls). */
export const archivedOrdersQuery = () => queryOptions<AdminOrder[]>({ queryKey: ["/api/admin/archived-orders"] });

export function useArchivedOrders() {
  return useQuery(archivedOrdersQuery());
}
