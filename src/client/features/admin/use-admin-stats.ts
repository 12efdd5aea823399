import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/stats";

/** GET /api/admin/stats (SPEC §7, Admin calls). */
export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}
