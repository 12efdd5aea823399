import { z } from "zod";

/** What the statistics strip counts over (decision 028): the last 30 days, this calendar year (UTC), or all time. */
const STATS_PERIODS = ["30d", "year", "all"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/**
 * GET /api/admin/stats?period=…: no period is all time, so the spec's call answers as it always
 * did; any other value (or the parameter twice) is a 400.
 */
export const statsQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, { error: "period must be one of 30d, year or all" }).default("all"),
});

/** GET /api/admin/stats (SPEC §2, Statistics strip). Revenue travels as a decimal string ("0.00"). */
export type AdminStats = {
  activeOrders: number;
  completedOrders: number;
  customersServed: number;
  revenueCollected: string;
};

/** One month of GET /api/admin/stats/revenue-by-month: "yyyy-mm" (UTC) and the money collected in it. */
export type MonthRevenue = { month: string; revenue: string };

/**
 * GET /api/admin/stats/tax and /api/admin/exports/tax.csv (decision 064): from and to are whole UTC
 * days, both included; without them, all time.
 */
export const taxReportQuerySchema = z
  .object({
    from: z.iso.date({ error: "from must be a date written yyyy-mm-dd" }).optional(),
    to: z.iso.date({ error: "to must be a date written yyyy-mm-dd" }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>;

/**
 * One month and state of the tax report: the orders whose money came in that month, their taxable
 * sales and the tax they collected, what refunds made that month gave back of it, and the difference.
 */
export type TaxReportRow = {
  month: string;
  state: string;
  orders: number;
  taxableSales: string;
  taxCollected: string;
  taxRefunded: string;
  netTax: string;
};
