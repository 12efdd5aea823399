import { useQuery } from "@tanstack/react-query";

/** GET /api/admin/stats (SPEC §7, Admin calls). Revenue travels as a decimal string ("0.00"). */
export type AdminStats = {
  activeOrders: number;
  completedOrders: number;
  customersServed: number;
  revenueCollected: string;
};

export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}
