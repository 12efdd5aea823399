import { formatCents, parseCents } from "@shared/money";
import type { MonthRevenue } from "@shared/stats";

const NAMES = {
  short: new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "2026-01" → "Jan" or "January 2026"; months are UTC, as the server counts them (decision 028). */
export function monthName(month: string, style: keyof typeof NAMES): string {
  const [year, index] = month.split("-").map(Number);
  return NAMES[style].format(new Date(Date.UTC(year, index - 1, 1)));
}

const cents = (m: MonthRevenue) => parseCents(m.revenue) ?? 0;

/** The 12 months' total, in cents. */
export const totalCents = (months: MonthRevenue[]) => months.reduce((sum, m) => sum + cents(m), 0);

/** What the chart shows, in one sentence: the canvas's accessible name. */
export function chartSummary(months: MonthRevenue[]): string {
  if (months.length === 0) return "Bar chart of revenue by month: no months to show.";
  const span = `${monthName(months[0].month, "long")} to ${monthName(months[months.length - 1].month, "long")}`;
  const total = totalCents(months);
  if (total === 0) return `Bar chart of revenue by month, ${span}: no money collected yet.`;
  const best = months.reduce((top, m) => (cents(m) > cents(top) ? m : top));
  return `Bar chart of revenue by month, ${span}: ${formatCents(total)} in all; the highest, ${monthName(best.month, "long")}, ${formatCents(cents(best))}. The table of the numbers follows.`;
}
