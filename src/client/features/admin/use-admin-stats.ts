import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/stats";

/** GET /api/admin/stats (SPEC §7, Admin calls). */
export const adminStatsQuery = () => queryOptions<AdminStats>({ queryKey: ["/api/admin/stats"] });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
