import { useState, type ReactNode } from "react";
import { BadgeCheck, HandCoins, History, PackageCheck, Truck } from "lucide-react";
import { PAYMENT_METHOD_LABELS, type AdminOrder, type OrderHistoryEntry } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { formatDay, formatLongDate } from "@/lib/format";
import { DetailSection } from "../admin-panel";
import { PaymentReceivedForm } from "../payment-received-form";
import { useMarkOrderPaid } from "./use-mark-order-paid";

/**
 * A manual order's payment: 'Mark as paid' records the day it arrived, and optionally how and a
 * note, in the order's history (decision 022), beside its shipments and delivery (decision 025).
 * Shown for manual orders and for any order with a history.
 */
export function OrderPaymentPanel({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const awaiting = order.paymentStatus === "manual";
  if (!awaiting && order.history.length === 0) return null;

  return (
    <DetailSection title="Payment & History">
      <ol className="grid gap-3 text-sm" aria-label="Order history">
        <HistoryItem icon={<History className="size-4" />} title="Order placed">
          {formatLongDate(order.createdAt)}
          {awaiting ? " · manual payment, awaiting payment" : null}
        </HistoryItem>
        {order.history.map((entry) => (
          <HistoryEntry key={`${entry.event}-${entry.at}`} entry={entry} />
        ))}
      </ol>
      {awaiting ? (
        open ? (
          <MarkPaidForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-secondary/60 p-3">
            <p className="min-w-0 flex-1 text-sm">Ship this order once its payment has arrived.</p>
            <Button onClick={() => setOpen(true)}>
              <HandCoins aria-hidden="true" />
              Mark as paid
            </Button>
          </div>
        )
      ) : null}
    </DetailSection>
  );
}

/** One recorded event: a payment marked, a shipment, a delivery (decisions 022, 025). */
function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  switch (entry.event) {
    case "marked_paid":
      return (
        <HistoryItem icon={<BadgeCheck className="size-4" />} title="Marked as paid">
          Paid on {formatDay(entry.paidOn)}
          {entry.method ? ` by ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()}` : null}
          {entry.note ? <span className="mt-1 block whitespace-pre-line text-foreground">“{entry.note}”</span> : null}
        </HistoryItem>
      );
    case "shipped":
      return (
        <HistoryItem icon={<Truck className="size-4" />} title="Shipped">
          {formatLongDate(entry.at)}
          {entry.carrier ? ` · ${entry.carrier}` : null}
          {entry.trackingNumber ? ` · ${entry.trackingNumber}` : " · no tracking number"}
        </HistoryItem>
      );
    case "delivered":
      return (
        <HistoryItem icon={<PackageCheck className="size-4" />} title="Delivered">
          {formatLongDate(entry.at)}
        </HistoryItem>
      );
  }
}

function HistoryItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-accent ring-1 ring-border"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

function MarkPaidForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const markPaid = useMarkOrderPaid();
  return (
    <PaymentReceivedForm
      idPrefix="paid"
      title={`Record the payment of order #${order.id}`}
      pending={markPaid.isPending}
      onSubmit={(payment) => markPaid.mutate({ id: order.id, ...payment }, { onSuccess: onDone })}
      onCancel={onDone}
      className="mt-4 border-border"
    />
  );
}
