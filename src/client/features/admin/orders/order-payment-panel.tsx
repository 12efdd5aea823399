import { useState, type FormEvent, type ReactNode } from "react";
import { BadgeCheck, HandCoins, History, LoaderCircle, PackageCheck, Truck } from "lucide-react";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  markPaidSchema,
  type AdminOrder,
  type OrderHistoryEntry,
} from "@shared/orders";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatLongDate } from "@/lib/format";
import { DetailSection } from "../admin-panel";
import { useMarkOrderPaid } from "./use-mark-order-paid";

/** Today in the admin's own time zone, as the date input holds it (yyyy-mm-dd). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'yyyy-mm-dd' as the admin reads dates ('March 2, 2026'), without a time zone shifting the day. */
const dayLabel = (day: string) => formatLongDate(`${day}T12:00:00`);

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
          Paid on {dayLabel(entry.paidOn)}
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

type Errors = Partial<Record<"paidOn" | "method" | "note", string>>;

function MarkPaidForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const markPaid = useMarkOrderPaid();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const parsed = markPaidSchema.safeParse({
      paidOn: field("paidOn"),
      method: field("method") || undefined,
      note: field("note") || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    markPaid.mutate({ id: order.id, ...parsed.data }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 rounded-md border border-border p-4">
      <p className="font-medium">Record the payment of order #{order.id}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="paid-on" label="Paid on" error={errors.paidOn}>
          <Input
            id="paid-on"
            name="paidOn"
            type="date"
            defaultValue={today()}
            max={today()}
            required
            aria-invalid={errors.paidOn ? true : undefined}
            aria-describedby={errors.paidOn ? fieldErrorId("paid-on") : undefined}
          />
        </FormField>
        <FormField id="paid-method" label="Method (optional)" error={errors.method}>
          <select
            id="paid-method"
            name="method"
            defaultValue=""
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
          >
            <option value="">Not recorded</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="paid-note" label="Note (optional)" error={errors.note}>
        <Input
          id="paid-note"
          name="note"
          maxLength={500}
          placeholder="e.g. invoice 1042, transfer reference"
          autoComplete="off"
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onDone} disabled={markPaid.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={markPaid.isPending}>
          {markPaid.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <BadgeCheck aria-hidden="true" />
          )}
          {markPaid.isPending ? "Saving..." : "Record payment"}
        </Button>
      </div>
    </form>
  );
}
