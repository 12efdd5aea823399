import { useQuery } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/orders";

/** GET /api/admin/orders: shop orders not archived, newest first (SPEC §7, Admin calls). */
export const ADMIN_ORDERS_KEY = ["/api/admin/orders"] as const;

export function useAdminOrders() {
  return useQuery<AdminOrder[]>({ queryKey: ADMIN_ORDERS_KEY });
}
