import type { OpenWork } from "@shared/privacy";
import { formatLongDate } from "@/lib/format";

/** The orders and commissions a deletion waits for (decision 078), one line each. */
export function OpenWorkList({ open, labelledBy }: { open: OpenWork; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1.5 text-sm">
      {open.orders.map((order) => (
        <li
          key={order.number}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-secondary/60 px-3 py-2"
        >
          <span className="font-medium">Order #{order.number}</span>
          <span className="text-muted-foreground">{order.state}</span>
        </li>
      ))}
      {open.commissions.map((commission) => (
        <li
          key={commission.requestedAt}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-secondary/60 px-3 py-2"
        >
          <span className="font-medium">Custom board requested {formatLongDate(commission.requestedAt)}</span>
          <span className="text-muted-foreground first-letter:uppercase">{commission.stage}</span>
        </li>
      ))}
    </ul>
  );
}
