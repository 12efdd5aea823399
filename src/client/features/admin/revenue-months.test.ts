import { describe, expect, it } from "vitest";
import type { MonthRevenue } from "@shared/stats";
import { chartSummary, monthName, totalCents } from "./revenue-months";

const months = (revenues: string[]): MonthRevenue[] =>
  revenues.map((revenue, i) => ({ month: `2026-${String(i + 1).padStart(2, "0")}`, revenue }));

describe("the revenue chart's words", () => {
  it("names a month in UTC, whatever the browser's time zone", () => {
    expect(monthName("2026-01", "short")).toBe("Jan");
    expect(monthName("2025-12", "long")).toBe("December 2025");
  });

  it("adds the months in cents, so 0.10 + 0.20 is 0.30", () => {
    expect(totalCents(months(["0.10", "0.20", "0.00"]))).toBe(30);
  });

  it("sums the chart up for a screen reader: span, total and best month", () => {
    expect(chartSummary(months(["10.00", "129.50", "0.00"]))).toBe(
      "Bar chart of revenue by month, January 2026 to March 2026: $139.50 in all; the highest, February 2026, $129.50. The table of the numbers follows.",
    );
    expect(chartSummary(months(["0.00", "0.00"]))).toBe(
      "Bar chart of revenue by month, January 2026 to February 2026: no money collected yet.",
    );
  });
});
