import type { LucideIcon } from "lucide-react";
import { CircleCheck, Banknote, Package, Users } from "lucide-react";
import { formatPrice } from "@shared/money";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminStats } from "@shared/stats";
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

/** Four shop figures above the tabs (SPEC §2, Statistics strip). */
export function StatsStrip() {
  const { data, isLoading, isError } = useAdminStats();

  return (
    <section aria-label="Shop statistics">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
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
                  <p className="mt-0.5 truncate font-serif text-2xl font-semibold tabular-nums">
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
