import { useId, useState } from "react";
import type { LucideIcon } from "@/components/ui/icons";
import { Banknote, CircleCheck, Package, Users } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import type { AdminStats, StatsPeriod } from "@shared/stats";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useAdminStats } from "./use-admin-stats";

type Stat = {
  label: string;
  icon: LucideIcon;
  value: (stats: AdminStats) => string;
};

const STATS: Stat[] = [
  { label: "Active", icon: Package, value: (s) => String(s.activeOrders) },
  { label: "Completed", icon: CircleCheck, value: (s) => String(s.completedOrders) },
  { label: "Customers", icon: Users, value: (s) => String(s.customersServed) },
  { label: "Revenue", icon: Banknote, value: (s) => formatPrice(s.revenueCollected) },
];

/** The periods the owner can pick; all time, the spec's strip, is the default (decision 028). */
const PERIODS: { value: StatsPeriod; label: string; says: string }[] = [
  { value: "30d", label: "Last 30 days", says: "Orders placed in the last 30 days, and the money collected in them." },
  { value: "year", label: "This year", says: "Orders placed this calendar year, and the money collected in it." },
  { value: "all", label: "All time", says: "Every order since the shop opened, and all the money collected." },
];
/**
 * Four shop figures (SPEC §2, Statistics strip) for the period the owner picks, at the head of the
 * Reports tab (decision 083).
 */
export function StatsStrip() {
  const [period, setPeriod] = useState<StatsPeriod>("all");
  const { data, isLoading, isError, isPlaceholderData } = useAdminStats(period);
  const describedBy = useId();
  const chosen = PERIODS.find((p) => p.value === period) ?? PERIODS[2];

  return (
    <section aria-label="Shop statistics">
      {/* The choice first, then what it counts; side by side from sm, the choice on the right. */}
      <div className="mb-3 flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-between sm:gap-4">
        <PeriodSwitch value={period} onChange={setPeriod} />
        <p id={describedBy} className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.says}
        </p>
      </div>
      <ul
        className={cn(
          "grid grid-cols-2 gap-3 transition-opacity sm:gap-4 lg:grid-cols-4",
          isPlaceholderData && "opacity-60",
        )}
        aria-describedby={describedBy}
        aria-busy={isPlaceholderData}
      >
        {STATS.map(({ label, icon: Icon, value }) => (
          <li key={label}>
            {/* The test id appears with the figure, so a test never reads a skeleton. */}
            <Card
              className="flex h-full items-center gap-3 p-4 sm:gap-4 sm:p-5"
              data-testid={data ? `stat-${label.toLowerCase()}` : undefined}
            >
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                {isLoading ? (
                  <Skeleton className="mt-1.5 h-7 w-16" />
                ) : (
                  <p className="mt-0.5 font-serif text-xl font-semibold tabular-nums wrap-anywhere sm:text-2xl">
                    {data ? value(data) : "—"}
                  </p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {isError ? <p className="mt-2 text-sm text-muted-foreground">Statistics could not be loaded right now.</p> : null}
    </section>
  );
}

/** Three radio buttons drawn as one segmented control: the arrow keys move between them. */
function PeriodSwitch({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="w-full shrink-0 sm:w-auto">
      <legend className="sr-only">Period of the statistics</legend>
      <div className="grid grid-cols-3 rounded-lg border border-border bg-secondary/60 p-1">
        {PERIODS.map((p) => (
          <label
            key={p.value}
            className={cn(
              "flex cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-1",
              p.value === value
                ? "bg-card text-foreground shadow-sm"
                : "text-muted-foreground hover:bg-card/60 hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={p.value}
              checked={p.value === value}
              onChange={() => onChange(p.value)}
              className="sr-only"
            />
            {p.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
