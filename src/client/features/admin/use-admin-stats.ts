import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats, MonthRevenue, StatsPeriod } from "@shared/stats";
import { apiJson } from "@/lib/api";

/**
 * GET /api/admin/stats (SPEC §7, Admin calls), for a period (decision 028). All time is the spec's
 * call, keyed by its path alone; another period adds `{ period }` to that key, so refreshing the
 * statistics (ORDER_READS) refreshes every period and the revenue chart with it.
 */
export const adminStatsQuery = (period: StatsPeriod = "all") =>
  period === "all"
    ? queryOptions<AdminStats>({ queryKey: ["/api/admin/stats"] })
    : queryOptions<AdminStats>({
        queryKey: ["/api/admin/stats", { period }],
        queryFn: () => apiJson<AdminStats>("GET", `/api/admin/stats?period=${period}`),
      });

/** While another period loads, the strip keeps the figures it shows (dimmed) instead of blinking. */
export function useAdminStats(period: StatsPeriod = "all") {
  return useQuery({ ...adminStatsQuery(period), placeholderData: keepPreviousData });
}

/** GET /api/admin/stats/revenue-by-month: the last 12 months of money collected, the current month last. */
export const revenueByMonthQuery = () =>
  queryOptions<MonthRevenue[]>({ queryKey: ["/api/admin/stats", "revenue-by-month"] });

export function useRevenueByMonth() {
  return useQuery(revenueByMonthQuery());
}
