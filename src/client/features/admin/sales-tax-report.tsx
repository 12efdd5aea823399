import { Fragment, useId, useState } from "react";
import { FileDown } from "@/components/ui/icons";
import { urlOf } from "@shared/api/contract";
import { adminApi } from "@shared/api/admin";
import { centsToDecimal, formatPrice, parseCents } from "@shared/money";
import type { TaxReportQuery, TaxReportRow } from "@shared/stats";
import { stateName } from "@shared/tax";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { monthName } from "./revenue-months";
import { taxPeriodError, thisMonthSoFar } from "./sales-tax-period";
import { useTaxReport } from "./use-admin-stats";

const MONEY_COLUMNS = [
  ["taxableSales", "Taxable sales"],
  ["taxCollected", "Tax collected"],
  ["taxRefunded", "Tax refunded"],
  ["netTax", "Net tax"],
] as const satisfies readonly (readonly [keyof TaxReportRow, string])[];

/** The rows added up, for the table's last line. */
function totals(rows: TaxReportRow[]) {
  const sum = (key: (typeof MONEY_COLUMNS)[number][0]) =>
    centsToDecimal(rows.reduce((n, r) => n + (parseCents(r[key]) ?? 0), 0));
  return {
    orders: rows.reduce((n, r) => n + r.orders, 0),
    ...Object.fromEntries(MONEY_COLUMNS.map(([key]) => [key, sum(key)])),
  } as Pick<TaxReportRow, "orders" | (typeof MONEY_COLUMNS)[number][0]>;
}

/**
 * The sales tax report (decision 064): what the shop collected and gave back per month and state,
 * for the days the owner picks (this month so far by default), and the same as a CSV to file it.
 */
export function SalesTaxReport() {
  const [period, setPeriod] = useState(thisMonthSoFar);
  const error = taxPeriodError(period);
  const query: TaxReportQuery = { from: period.from || undefined, to: period.to || undefined };
  const { data: rows, isLoading, isError, isPlaceholderData } = useTaxReport(query, error === null);
  const headingId = useId();
  const ids = { from: useId(), to: useId() };

  return (
    <Card className="mt-4 p-4 sm:mt-6 sm:p-6" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="font-serif text-lg font-semibold">
            Sales tax report
          </h2>
          <p className="text-sm text-muted-foreground">
            The tax of the orders paid in each month, by the state they ship to, and what refunds gave back. Days are
            UTC.
          </p>
        </div>
        {error === null ? (
          <Button asChild variant="outline" size="sm">
            <a href={urlOf(adminApi.exportTax, { query })} download>
              <FileDown aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <FileDown aria-hidden="true" />
            Download CSV
          </Button>
        )}
      </div>

      <div className="mt-4 grid max-w-md grid-cols-2 gap-3">
        <FormField id={ids.from} label="From">
          <Input
            id={ids.from}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            aria-invalid={error ? true : undefined}
          />
        </FormField>
        <FormField id={ids.to} label="To" error={error ?? undefined}>
          <Input
            id={ids.to}
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
            {...fieldAria(ids.to, error)}
          />
        </FormField>
      </div>

      {error !== null ? null : isError ? (
        <p className="mt-4 text-sm text-muted-foreground">The sales tax report could not be loaded right now.</p>
      ) : isLoading || !rows ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
          No sales tax collected in this period.
        </p>
      ) : (
        <div className={cn("mt-4 transition-opacity", isPlaceholderData && "opacity-60")} aria-busy={isPlaceholderData}>
          {/* On a phone, a card per month and state; from sm, the table, which scrolls sideways when narrow. */}
          <ul className="grid gap-3 sm:hidden" aria-label="Sales tax by month and state">
            {[...rows, ...(rows.length > 1 ? [null] : [])].map((r) => {
              const figures = r ?? totals(rows);
              return (
                <li
                  key={r ? `${r.month}-${r.state}` : "total"}
                  className={cn(
                    "rounded-md border p-3 text-sm",
                    r ? "border-border bg-background/60" : "border-primary/40 bg-secondary/60",
                  )}
                >
                  <p className="font-medium">
                    {r ? `${monthName(r.month, "long")}, ${stateName(r.state)} (${r.state})` : "Total"}
                  </p>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                    <dt className="text-muted-foreground">Orders</dt>
                    <dd className="text-right tabular-nums">{figures.orders}</dd>
                    {MONEY_COLUMNS.map(([key, label]) => (
                      <Fragment key={key}>
                        <dt className={key === "netTax" ? "font-medium" : "text-muted-foreground"}>{label}</dt>
                        <dd className={cn("text-right tabular-nums", key === "netTax" && "font-semibold")}>
                          {formatPrice(figures[key])}
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
          <div
            className="hidden overflow-x-auto sm:block"
            // The table scrolls sideways when narrow: a keyboard reaches it too.
            tabIndex={0}
            role="group"
            aria-label="Sales tax by month and state"
          >
            <table className="w-full min-w-[38rem] text-sm">
              <caption className="sr-only">Sales tax by month and state</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Orders
                  </th>
                  {MONEY_COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col" className="py-2 pl-4 text-right font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.month}-${r.state}`} className="border-b border-border last:border-0">
                    <td className="py-1.5 pr-4 whitespace-nowrap">{monthName(r.month, "long")}</td>
                    <td className="py-1.5 pr-4 whitespace-nowrap">{`${stateName(r.state)} (${r.state})`}</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">{r.orders}</td>
                    {MONEY_COLUMNS.map(([key]) => (
                      <td key={key} className="py-1.5 pl-4 text-right tabular-nums">
                        {formatPrice(r[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {rows.length > 1 ? (
                <tfoot>
                  <tr className="border-t-2 border-border font-semibold">
                    <th scope="row" colSpan={2} className="py-2 pr-4 text-left">
                      Total
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{totals(rows).orders}</td>
                    {MONEY_COLUMNS.map(([key]) => (
                      <td key={key} className="py-2 pl-4 text-right tabular-nums">
                        {formatPrice(totals(rows)[key])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}
