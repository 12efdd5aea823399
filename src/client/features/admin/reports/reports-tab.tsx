import { RevenueByMonth } from "../revenue-by-month";
import { SalesTaxReport } from "../sales-tax-report";
import { StatsStrip } from "../stats-strip";

/**
 * The Reports tab (decision 083): the shop's figures for a period, revenue by month and the sales
 * tax report, out of the way of the day's work. They load when the tab opens.
 */
export function ReportsTab() {
  return (
    <div>
      <StatsStrip />
      <RevenueByMonth />
      <SalesTaxReport />
    </div>
  );
}
