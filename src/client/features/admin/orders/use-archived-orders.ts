import { useQuery } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/orders";

/** GET /api/admin/archived-orders: archived shop orders, newest first (SPEC §7, Admin calls). */
export const ARCHIVED_ORDERS_KEY = ["/api/admin/archived-orders"] as const;

export function useArchivedOrders() {
  return useQuery<AdminOrder[]>({ queryKey: ARCHIVED_ORDERS_KEY });
}
