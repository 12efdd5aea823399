import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/archived-custom-orders: archived custom order requests (SPEC §7, Admin calls). */
export const archivedCustomOrdersQuery = () =>
  queryOptions<Inquiry[]>({ queryKey: ["/api/admin/archived-custom-orders"] });

export function useArchivedCustomOrders() {
  return useQuery(archivedCustomOrdersQuery());
}
