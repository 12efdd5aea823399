import { z } from "zod";

/** What the statistics strip counts over (decision 028): the last 30 days, this calendar year (UTC), or all time. */
export const STATS_PERIODS = ["30d", "year", "all"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/**
 * GET /api/admin/stats?period=…: no period is all time, so the spec's call answers as it always
 * did; any other value (or the parameter twice) is a 400.
 */
export const statsQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { error: "period must be one of 30d, year or all" }).default("all"),
});
export type StatsQuery = z.output<typeof statsQuerySchema>;

/** GET /api/admin/stats (SPEC §2, Statistics strip). Revenue travels as a decimal string ("0.00"). */
export type AdminStats = {
  activeOrders: number;
  completedOrders: number;
  customersServed: number;
  revenueCollected: string;
};

/** One month of GET /api/admin/stats/revenue-by-month: "yyyy-mm" (UTC) and the money collected in it. */
export type MonthRevenue = { month: string; revenue: string };
