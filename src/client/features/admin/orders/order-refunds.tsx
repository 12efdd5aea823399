import { useState } from "react";
import { CircleAlert, CircleCheck, Clock, Undo2 } from "@/components/ui/icons";
import type { LucideIcon } from "@/components/ui/icons";
import type { AdminOrder } from "@shared/orders";
import { formatPrice, parseCents } from "@shared/money";
import type { Refund, RefundStatus } from "@shared/refunds";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@/lib/format";
import { restockedText, restockNames } from "./order-labels";
import { RefundOrderDialog } from "./refund-order-dialog";

const STATUS_STYLES: Record<RefundStatus, { label: string; variant: BadgeProps["variant"]; icon: LucideIcon }> = {
  pending: { label: "Pending", variant: "outline", icon: Clock },
  succeeded: { label: "Succeeded", variant: "instock", icon: CircleCheck },
  failed: { label: "Failed", variant: "destructive", icon: CircleAlert },
};

/**
 * The money given back on a paid order (decision 047): 'Refunded $x of $y', each refund (amount, day,
 * reason, card or by hand, pending until Stripe confirms it), and 'Refund' while anything is left.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const [refunding, setRefunding] = useState(false);
  const left = (parseCents(order.refundable) ?? 0) > 0;
  if (!left && order.refunds.length === 0) return null;
  const newestFirst = [...order.refunds].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="mt-4 grid gap-3 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium" data-testid="order-refunded">
          {order.refunds.length === 0
            ? "Nothing refunded"
            : `Refunded ${formatPrice(order.refunded)} of ${formatPrice(order.total)}`}
        </p>
        {left ? (
          <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        ) : null}
      </div>
      {newestFirst.length > 0 ? (
        <ul className="grid gap-2" aria-label="Refunds">
          {newestFirst.map((refund) => (
            <RefundRow key={refund.id} refund={refund} order={order} />
          ))}
        </ul>
      ) : null}
      {/* Inside the details dialog's tree, so it stacks above it as its child layer. */}
      <RefundOrderDialog order={refunding ? order : null} onClose={() => setRefunding(false)} />
    </div>
  );
}

/** What a refund put back, by name; while a card refund waits for Stripe, what it will. */
function restockNote(refund: Refund, order: AdminOrder): string | null {
  const lines = restockNames(order, refund.restockLines);
  if (refund.restocked) return lines.length > 0 ? ` · ${restockedText(lines)}` : " · boards back in stock";
  if (lines.length > 0 && refund.status === "pending") return ` · ${restockedText(lines)} once Stripe takes it`;
  return null;
}

function RefundRow({ refund, order }: { refund: Refund; order: AdminOrder }) {
  const style = STATUS_STYLES[refund.status];
  const Icon = style.icon;
  return (
    <li className="grid gap-1 rounded-md bg-muted/60 px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold tabular-nums">{formatPrice(refund.amount)}</span>
        <Badge variant={style.variant} className="gap-1 whitespace-nowrap">
          <Icon className="size-3.5" aria-hidden="true" />
          {style.label}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {formatLongDate(refund.createdAt)} · {refund.via === "card" ? "to the card" : "by hand"}
        {restockNote(refund, order)}
      </p>
      <p className="whitespace-pre-line wrap-break-word">“{refund.reason}”</p>
    </li>
  );
}
