import { centsToDecimal, parseCents } from "@shared/money";
import type { AdminStats, MonthRevenue, StatsPeriod, TaxReportQuery, TaxReportRow } from "@shared/stats";
import type { OrdersRepo } from "../orders/orders.repo";
import type { CommissionsRepo } from "../commissions/commissions.repo";
import type { RefundsRepo } from "../payments/refunds.repo";

/** How many months the revenue chart shows, the current one last. */
const CHART_MONTHS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a period starts (UTC, decision 028); all time has no start. */
function periodStart(period: StatsPeriod, now: Date): Date | undefined {
  switch (period) {
    case "30d":
      return new Date(now.getTime() - 30 * DAY_MS);
    case "year":
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    case "all":
      return undefined;
  }
}

/** The first instant of the UTC month `back` months before `now`'s, and its "yyyy-mm". */
function monthStart(now: Date, back: number): { start: Date; month: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return { start, month: start.toISOString().slice(0, 7) };
}

const cents = (amount: string) => parseCents(amount) ?? 0;

/**
 * The admin's statistics strip and revenue chart, counted by orders.repo (the one owner of the
 * orders table). Revenue is money collected minus money refunded, each at its own date (decision
 * 045): the refunds repo adds up the refunds. `now` is the clock, so a test can stand at a chosen day.
 */
export function statsService(
  orders: OrdersRepo,
  now: () => Date = () => new Date(),
  refunds?: Pick<RefundsRepo, "orderRefundsSince" | "orderRefundsByMonth" | "taxRefundsByMonth">,
  /** The commissions' balances, which carry their sales tax (decision 064). */
  commissions?: Pick<CommissionsRepo, "taxByMonth">,
) {
  return {
    async adminStats(period: StatsPeriod = "all"): Promise<AdminStats> {
      const since = periodStart(period, now());
      const [{ revenue, ...counts }, refunded] = await Promise.all([
        orders.stats(since),
        refunds?.orderRefundsSince(since) ?? 0,
      ]);
      return { ...counts, revenueCollected: centsToDecimal(cents(revenue) - refunded) };
    },
    /** The last 12 UTC months, oldest first, each present: a month without money collected is "0.00". */
    async revenueByMonth(): Promise<MonthRevenue[]> {
      const today = now();
      const months = Array.from({ length: CHART_MONTHS }, (_, i) => monthStart(today, CHART_MONTHS - 1 - i));
      const [rows, refundRows] = await Promise.all([
        orders.revenueByMonth(months[0].start),
        refunds?.orderRefundsByMonth(months[0].start) ?? [],
      ]);
      const byMonth = new Map(rows.map((row) => [row.month, cents(row.revenue)]));
      for (const { month, cents: refunded } of refundRows) byMonth.set(month, (byMonth.get(month) ?? 0) - refunded);
      return months.map(({ month }) => ({ month, revenue: centsToDecimal(byMonth.get(month) ?? 0) }));
    },
    /**
     * The sales tax report (decision 064): by UTC month and state, what was collected on the orders
     * whose money came in that month and on the commission balances paid that month (each counted
     * as an order), and what refunds made that month gave back; oldest first.
     */
    async taxReport(query: TaxReportQuery): Promise<TaxReportRow[]> {
      const range = {
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
      };
      const [ofOrders, ofCommissions, refunded] = await Promise.all([
        orders.taxByMonth(range),
        commissions?.taxByMonth(range) ?? [],
        refunds?.taxRefundsByMonth(range) ?? [],
      ]);
      const rows = new Map<
        string,
        { month: string; state: string; orders: number; taxable: number; tax: number; back: number }
      >();
      const row = (month: string, state: string) => {
        const key = `${month} ${state}`;
        if (!rows.has(key)) rows.set(key, { month, state, orders: 0, taxable: 0, tax: 0, back: 0 });
        return rows.get(key)!;
      };
      for (const c of [...ofOrders, ...ofCommissions]) {
        const r = row(c.month, c.state);
        r.orders += c.orders;
        r.taxable += cents(c.taxable);
        r.tax += cents(c.tax);
      }
      for (const r of refunded) row(r.month, r.state).back += r.cents;
      return [...rows.values()]
        .sort((a, b) => a.month.localeCompare(b.month) || a.state.localeCompare(b.state))
        .map((r) => ({
          month: r.month,
          state: r.state,
          orders: r.orders,
          taxableSales: centsToDecimal(r.taxable),
          taxCollected: centsToDecimal(r.tax),
          taxRefunded: centsToDecimal(r.back),
          netTax: centsToDecimal(r.tax - r.back),
        }));
    },
  };
}
export type StatsService = ReturnType<typeof statsService>;
