import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/custom-orders: custom order requests not archived, newest first (SPEC §7, Admin calls). */
export const customOrdersQuery = () => queryOptions<Inquiry[]>({ queryKey: ["/api/admin/custom-orders"] });

export function useCustomOrders() {
  return useQuery(customOrdersQuery());
}
