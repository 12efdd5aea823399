import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminApi } from "@shared/api/admin";
import type { StatsPeriod, TaxReportQuery } from "@shared/stats";
import { callApi, queryKeyOf } from "@/lib/api";

type AdminStats = AnswerOf<typeof adminApi.stats>;

/**
 * GET /api/admin/stats (SPEC §7, Admin calls), for a period (decision 028). All time is the spec's
 * call, keyed by its path alone; another period adds `{ period }` to that key, so refreshing the
 * statistics (ORDER_READS) refreshes every period and the revenue chart with it.
 */
export const adminStatsQuery = (period: StatsPeriod = "all") =>
  period === "all"
    ? queryOptions<AdminStats>({ queryKey: queryKeyOf(adminApi.stats) })
    : queryOptions<AdminStats>({
        queryKey: [...queryKeyOf(adminApi.stats), { period }],
        queryFn: () => callApi(adminApi.stats, { query: { period } }),
      });

/** While another period loads, the strip keeps the figures it shows (dimmed) instead of blinking. */
export function useAdminStats(period: StatsPeriod = "all") {
  return useQuery({ ...adminStatsQuery(period), placeholderData: keepPreviousData });
}

/** GET /api/admin/stats/revenue-by-month: the last 12 months of money collected, the current month last. */
const revenueByMonthQuery = () =>
  queryOptions<AnswerOf<typeof adminApi.revenueByMonth>>({
    queryKey: queryKeyOf(adminApi.revenueByMonth, {}, adminApi.stats),
  });

export function useRevenueByMonth() {
  return useQuery(revenueByMonthQuery());
}

/**
 * GET /api/admin/stats/tax (decision 064): the sales tax of each month and state from `from` to `to`
 * (whole UTC days; blank, no bound), keyed under the statistics so refreshing them refreshes it too.
 */
const taxReportQuery = (query: TaxReportQuery) =>
  queryOptions<AnswerOf<typeof adminApi.taxReport>>({
    queryKey: queryKeyOf(adminApi.taxReport, { query }, adminApi.stats),
  });

/** While another period loads, the table keeps the rows it shows (dimmed); nothing is asked while the dates are wrong. */
export function useTaxReport(query: TaxReportQuery, enabled: boolean) {
  return useQuery({ ...taxReportQuery(query), enabled, placeholderData: keepPreviousData });
}
