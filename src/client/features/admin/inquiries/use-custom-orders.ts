import { useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/custom-orders: custom order requests not archived, newest first (SPEC §7, Admin calls). */
export const CUSTOM_ORDERS_KEY = ["/api/admin/custom-orders"] as const;

export function useCustomOrders() {
  return useQuery<Inquiry[]>({ queryKey: CUSTOM_ORDERS_KEY });
}
