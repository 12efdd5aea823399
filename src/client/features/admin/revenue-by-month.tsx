import { lazy, Suspense, useId, useState } from "react";
import { formatCents, formatPrice } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { chartSummary, monthName, totalCents } from "./revenue-months";
import { useRevenueByMonth } from "./use-admin-stats";

// chart.js comes with the admin only, in a chunk of its own, while the card and its table render at once.
const RevenueBars = lazy(() => import("./revenue-bars"));

const CHART_HEIGHT = "h-48 sm:h-56";

/**
 * Revenue by month for the last 12 months (decision 028): a bar chart, and the same numbers as a
 * table, which screen readers always find and anyone can show.
 */
export function RevenueByMonth() {
  const { data: months, isLoading, isError } = useRevenueByMonth();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();

  return (
    <Card className="mt-4 p-4 sm:mt-6 sm:p-6" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="font-serif text-lg font-semibold">
            Revenue by month
          </h2>
          <p className="text-sm text-muted-foreground">
            Money collected over the last 12 months
            {months ? (
              <>
                {": "}
                <span className="font-medium text-foreground tabular-nums" data-testid="revenue-12-months">
                  {formatCents(totalCents(months))}
                </span>
              </>
            ) : null}
          </p>
        </div>
        {months ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? "Hide the numbers" : "Show the numbers"}
          </Button>
        ) : null}
      </div>

      {isError ? (
        <p className="mt-4 text-sm text-muted-foreground">The revenue chart could not be loaded right now.</p>
      ) : isLoading || !months ? (
        <Skeleton className={cn("mt-4 w-full", CHART_HEIGHT)} />
      ) : (
        <>
          <div className={cn("relative mt-4 w-full", CHART_HEIGHT)} data-testid="revenue-chart">
            <Suspense fallback={<Skeleton className="size-full" />}>
              <RevenueBars months={months} summary={chartSummary(months)} />
            </Suspense>
          </div>
          {totalCents(months) === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              No money collected yet: card payments and manual orders you mark as paid appear here.
            </p>
          ) : null}
          <div id={tableId} className={showTable ? "mt-4 overflow-x-auto" : "sr-only"}>
            <table className="w-full text-sm">
              <caption className="sr-only">Revenue by month, last 12 months</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                      {monthName(m.month, "long")}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{formatPrice(m.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
