import { useState, type ReactNode } from "react";
import {
  BadgeCheck,
  Ban,
  BellRing,
  CalendarPlus,
  CircleX,
  Download,
  HandCoins,
  History,
  LoaderCircle,
  Mail,
  MessageSquareWarning,
  PackageCheck,
  Send,
  Truck,
  Undo2,
} from "@/components/ui/icons";
import { urlOf } from "@shared/api/contract";
import { ordersApi } from "@shared/api/orders";
import { formatPrice, parseCents } from "@shared/money";
import { hasReceipt } from "@shared/refunds";
import { PAYMENT_EXTENSION_DAYS } from "@shared/checkout-rules";
import type { AdminOrder, OrderHistoryEntry } from "@shared/orders";
import { paymentMethodInSentence } from "@shared/payment-methods";
import { Button } from "@/components/ui/button";
import { formatDay, formatLongDate } from "@/lib/format";
import { DetailSection } from "../admin-panel";
import { PaymentReceivedForm } from "../payment-received-form";
import { restockedText } from "./order-labels";
import { OrderRefunds } from "./order-refunds";
import { useMarkOrderPaid } from "./use-mark-order-paid";
import { useSendInvoice } from "./use-send-invoice";
import { useExtendPayment } from "./use-extend-payment";

/** A deadline as the owner reads it: the day, in UTC as the customer's emails give it (decision 073). */
const dueDay = (iso: string) => formatDay(iso.slice(0, 10));

/**
 * A manual order's payment: 'Send invoice' emails the invoice PDF and 'Mark as paid' records the day
 * it arrived, and optionally how and a note, in the order's history (decisions 022, 039), beside its
 * shipments and delivery (decision 025); its refunds and 'Refund' (decision 047); the invoice and receipt
 * to download. Shown for manual orders, paid ones and any order with a history.
 */
export function OrderPaymentPanel({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const awaiting = order.paymentStatus === "manual";
  const paid = order.paymentStatus === "paid";
  if (!awaiting && !paid && order.history.length === 0) return null;

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
            <p className="min-w-0 flex-1 basis-48 text-sm">
              Send the invoice with your payment instructions; ship this order once its payment has arrived.
              {order.paymentDueAt ? (
                <span className="mt-1 block font-medium">
                  Payment due by {dueDay(order.paymentDueAt)}: unpaid then, it is cancelled and its boards go back on
                  sale.
                </span>
              ) : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <SendInvoiceButton order={order} />
              {order.paymentDueAt ? <ExtendPaymentButton order={order} /> : null}
              <Button onClick={() => setOpen(true)}>
                <HandCoins aria-hidden="true" />
                Mark as paid
              </Button>
            </div>
          </div>
        )
      ) : null}
      <OrderRefunds order={order} />
      <Documents order={order} />
    </DetailSection>
  );
}

/**
 * One recorded event: a payment marked, a shipment, a delivery (decisions 022, 025), an invoice sent
 * (decision 039), a refund and a customer's cancellation request and its answer (decision 047).
 */
function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  switch (entry.event) {
    case "marked_paid":
      return (
        <HistoryItem icon={<BadgeCheck className="size-4" />} title="Marked as paid">
          Paid on {formatDay(entry.paidOn)}
          {entry.method ? ` by ${paymentMethodInSentence(entry.method)}` : null}
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
    case "invoice_sent":
      return (
        <HistoryItem icon={<Mail className="size-4" />} title="Invoice sent">
          {formatLongDate(entry.at)} · emailed to the customer with the PDF
        </HistoryItem>
      );
    case "refunded":
      return (
        <HistoryItem icon={<Undo2 className="size-4" />} title={`Refunded ${formatPrice(entry.amount)}`}>
          {formatLongDate(entry.at)} ·{" "}
          {entry.via === "card" ? "to the card through Stripe" : "recorded as made by hand"}
          {entry.restockedLines?.length
            ? ` · ${restockedText(entry.restockedLines)}`
            : entry.restocked
              ? " · boards back in stock"
              : null}
          <span className="mt-1 block whitespace-pre-line text-foreground">“{entry.reason}”</span>
        </HistoryItem>
      );
    case "cancellation_requested":
      return (
        <HistoryItem icon={<MessageSquareWarning className="size-4" />} title="Customer asked to cancel">
          {formatLongDate(entry.at)}
          {entry.reason ? (
            <span className="mt-1 block whitespace-pre-line text-foreground">“{entry.reason}”</span>
          ) : (
            " · no reason given"
          )}
        </HistoryItem>
      );
    case "cancellation_declined":
      return (
        <HistoryItem icon={<CircleX className="size-4" />} title="Cancellation declined">
          {formatLongDate(entry.at)} · the customer was emailed
        </HistoryItem>
      );
    case "cancelled":
      return (
        <HistoryItem icon={<Ban className="size-4" />} title="Cancelled">
          {formatLongDate(entry.at)}
          {entry.unpaid
            ? " · no payment by its deadline; its boards went back on sale and the customer was emailed"
            : null}
        </HistoryItem>
      );
    case "payment_reminded":
      return (
        <HistoryItem icon={<BellRing className="size-4" />} title="Payment reminder sent">
          {formatLongDate(entry.at)} · due by {dueDay(entry.dueAt)}
        </HistoryItem>
      );
    case "payment_extended":
      return (
        <HistoryItem icon={<CalendarPlus className="size-4" />} title="Payment deadline extended">
          {formatLongDate(entry.at)} · now due by {dueDay(entry.until)}
        </HistoryItem>
      );
  }
}

/** 'Extend 7 days': the customer who asked for time gets it; a new reminder goes out before the new deadline. */
function ExtendPaymentButton({ order }: { order: AdminOrder }) {
  const extend = useExtendPayment();
  return (
    <Button variant="outline" disabled={extend.isPending} onClick={() => extend.mutate(order.id)}>
      {extend.isPending ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <CalendarPlus aria-hidden="true" />
      )}
      Extend {PAYMENT_EXTENSION_DAYS} days
    </Button>
  );
}

/** 'Send invoice': again is allowed (a lost email, a reminder), and each sending is recorded. */
function SendInvoiceButton({ order }: { order: AdminOrder }) {
  const send = useSendInvoice();
  return (
    <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate(order.id)}>
      {send.isPending ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Send aria-hidden="true" />
      )}
      {send.isPending ? "Sending..." : "Send invoice"}
    </Button>
  );
}

/**
 * The invoice of any order still owed or paid, and the receipt once paid, as PDF (decision 039); an
 * order refunded since keeps its receipt, which lists the refunds (issue 40).
 */
function Documents({ order }: { order: AdminOrder }) {
  const invoice = order.paymentStatus === "manual" || order.paymentStatus === "paid";
  const receipt = hasReceipt(order.paymentStatus, parseCents(order.refunded) ?? 0);
  if (!invoice && !receipt) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {invoice ? (
        <Button asChild variant="outline" size="sm">
          <a href={urlOf(ordersApi.invoice, { params: { id: order.id } })} download>
            <Download aria-hidden="true" />
            Download invoice
          </a>
        </Button>
      ) : null}
      {receipt ? (
        <Button asChild variant="outline" size="sm">
          <a href={urlOf(ordersApi.receipt, { params: { id: order.id } })} download>
            <Download aria-hidden="true" />
            Download receipt
          </a>
        </Button>
      ) : null}
    </div>
  );
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
      className="mt-4 border-border p-4"
    />
  );
}
