import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/orders";

/** GET /api/admin/orders: shop orders not archived, newest first (SPEC §7, Admin calls). */
export const adminOrdersQuery = () => queryOptions<AdminOrder[]>({ queryKey: ["/api/admin/orders"] });

export function useAdminOrders() {
  return useQuery(adminOrdersQuery());
}
