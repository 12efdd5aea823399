import { useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/archived-custom-orders: archived custom order requests (SPEC §7, Admin calls). */
export const ARCHIVED_CUSTOM_ORDERS_KEY = ["/api/admin/archived-custom-orders"] as const;

export function useArchivedCustomOrders() {
  return useQuery<Inquiry[]>({ queryKey: ARCHIVED_CUSTOM_ORDERS_KEY });
}
