import type { ReactNode } from "react";
import type { RouteComponentProps } from "wouter";
import { Check, CreditCard, Download, FileText, Landmark, MapPin, Receipt } from "@/components/ui/icons";
import type { OrderPage as OrderView } from "@shared/order-page";
import { formatPrice } from "@shared/money";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { OrderAmounts } from "@/components/order-amounts";
import { Skeleton } from "@/components/ui/skeleton";
import { statusOf } from "@/lib/api";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { CancellationRequested, OrderCancellation } from "@/features/orders/order-cancellation";
import { OrderPageRefunds } from "@/features/orders/order-page-refunds";
import { OrderShipment } from "@/features/orders/order-shipment";
import { OrderStatusBadge, PaymentNoteBadge } from "@/features/orders/order-status-badge";
import { useOrderPage } from "@/features/orders/use-order-page";
import NotFoundPage from "@/pages/not-found";
import { EngravedNote } from "@/components/engraved-note";

/**
 * /orders/:token: an order's own page (decision 039), linked from its emails and the confirmation
 * page: where it stands, what was bought, how to pay while it is unpaid, the tracking, its invoice
 * and receipt, its refunds and a way to ask to cancel it (decision 047). The link is the key; it is
 * rendered in the browser only (App.tsx).
 */
export default function OrderPage({ params }: RouteComponentProps) {
  const order = useOrderPage(params.token ?? "");
  if (order.isPending) return <OrderLoading />;
  if (order.isError) {
    if (statusOf(order.error) === 404) return <NotFoundPage />;
    return (
      <Frame>
        <LoadError
          message="We couldn't load your order."
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </Frame>
    );
  }
  const view = order.data;
  return (
    <Frame>
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Order #{view.orderId}</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Your order</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          Hello {view.customerName}, this is your order's own page: where it stands,{" "}
          {view.paymentInstructions ? "how to pay and your invoice" : "what you ordered and your documents"}, from our
          bench to your door. Placed {formatLongDate(view.placedAt)}.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={view.status} />
          <PaymentNoteBadge paymentStatus={view.paymentStatus} cancellationRequested={view.cancellation !== null} />
        </div>
        <CancellationRequested view={view} />
      </header>

      <Card className="mt-8 p-5 sm:p-7">
        <Steps view={view} />
      </Card>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-8">
          {view.paymentInstructions ? <HowToPay instructions={view.paymentInstructions} /> : null}
          <Items view={view} />
        </div>
        <aside className="grid gap-8">
          <PaymentCard view={view} />
          <DeliveryCard view={view} />
          <OrderCancellation token={params.token ?? ""} view={view} />
        </aside>
      </div>
    </Frame>
  );
}

const STEPS = ["Ordered", "Paid", "Shipped", "Delivered"] as const;

/** How far the order has come: ordered, paid, shipped, delivered. */
function Steps({ view }: { view: OrderView }) {
  const done = [
    true,
    view.paymentStatus === "paid",
    view.status === "shipped" || view.status === "delivered",
    view.status === "delivered",
  ];
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Order progress">
      {STEPS.map((step, i) => (
        <li key={step} className="flex flex-col items-center gap-2 text-center">
          <span
            aria-hidden="true"
            className={cn(
              "flex size-9 items-center justify-center rounded-full text-sm font-semibold ring-1",
              done[i]
                ? "bg-primary text-primary-foreground ring-primary"
                : "bg-secondary text-muted-foreground ring-border",
            )}
          >
            {done[i] ? <Check className="size-4" /> : i + 1}
          </span>
          <span className={cn("text-sm", done[i] ? "font-medium" : "text-muted-foreground")}>
            {step}
            <span className="sr-only">{done[i] ? ": done" : ": not yet"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The owner's payment instructions, first thing while the order waits for its payment. */
function HowToPay({ instructions }: { instructions: string }) {
  return (
    <Card tone="note" className="p-5 sm:p-7" aria-labelledby="how-to-pay-heading">
      <h2 id="how-to-pay-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Landmark className="size-5 text-accent" aria-hidden="true" />
        How to pay
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed">{instructions}</p>
      <p className="mt-3 text-sm text-muted-foreground">
        We start on your board as soon as your payment arrives, and email you a receipt.
      </p>
    </Card>
  );
}

function Items({ view }: { view: OrderView }) {
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-2xl font-semibold">What you ordered</h2>
      <ul className="mt-5 grid gap-3" aria-label="Items">
        {view.items.map((item, index) => (
          <li key={index} className="flex items-baseline justify-between gap-4 border-b border-border pb-3">
            <div className="min-w-0">
              <p className="font-medium leading-snug">{item.productName}</p>
              <p className="text-sm text-muted-foreground">
                {item.dimensions ? `${item.dimensions} · ` : null}Qty {item.quantity} × {formatPrice(item.price)}
              </p>
              {item.leadTime ? <p className="text-sm text-accent">{item.leadTime}</p> : null}
              {item.engraving ? <EngravedNote engraving={item.engraving} className="mt-1" /> : null}
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <OrderAmounts amounts={view} testId="order" className="mt-4" />
    </Card>
  );
}

/** The payment in words, and the documents to keep. */
function PaymentCard({ view }: { view: OrderView }) {
  const { invoice, receipt } = view.documents;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <CreditCard className="size-5 text-accent" aria-hidden="true" />
        Payment
      </h2>
      <p className="mt-3 text-sm leading-relaxed" data-testid="order-payment">
        {paymentInWords(view)}
      </p>
      <OrderPageRefunds view={view} />
      {invoice || receipt ? (
        <div className="mt-5 grid gap-3 border-t border-border pt-5">
          {invoice ? (
            <DocumentLink href={invoice} icon={<FileText aria-hidden="true" />} label="Download invoice" />
          ) : null}
          {receipt ? (
            <DocumentLink href={receipt} icon={<Receipt aria-hidden="true" />} label="Download receipt" />
          ) : null}
          <p className="text-xs text-muted-foreground">PDF, ready to print or file.</p>
        </div>
      ) : null}
    </Card>
  );
}

function paymentInWords(view: OrderView): string {
  if (view.payment) return `Paid on ${formatLongDate(view.payment.paidAt)} by ${view.payment.method}. Thank you!`;
  switch (view.paymentStatus) {
    case "manual":
      // Asked to cancel: no payment is asked for while the owner looks at it (decision 076).
      return view.cancellation
        ? "Nothing is due while we look at your request to cancel. No card has been charged."
        : `Awaiting payment of ${formatPrice(view.total)}: no card has been charged.`;
    case "awaiting_payment":
      return "Your card payment is still being confirmed.";
    case "refunded":
      return "Your payment was refunded in full.";
    case "cancelled":
      return "This order was cancelled, and you have not been charged.";
    default:
      return "This order was not paid.";
  }
}

function DocumentLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <Button asChild variant="outline" align="start" className="w-full">
      <a href={href} download>
        {icon}
        <span className="flex-1 text-left">{label}</span>
        <Download className="text-muted-foreground" aria-hidden="true" />
      </a>
    </Button>
  );
}

function DeliveryCard({ view }: { view: OrderView }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <MapPin className="size-5 text-accent" aria-hidden="true" />
        Delivery
      </h2>
      <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">{view.shippingAddress}</p>
      {view.gift ? (
        <p className="mt-3 whitespace-pre-line rounded-md bg-secondary/60 px-3 py-2.5 text-sm">
          <span className="font-medium">A gift.</span>{" "}
          {view.gift.message ? `Your message on the packing slip: “${view.gift.message}”` : "No message on the slip."}
          {view.gift.hidePrices ? " Prices are left off." : ""}
        </p>
      ) : null}
      <div className="mt-4">
        {view.shipment ? (
          <OrderShipment shipment={view.shipment} delivered={view.status === "delivered"} />
        ) : (
          <p className="rounded-md bg-secondary/60 px-3 py-2.5 text-sm">
            Not shipped yet: we email you a tracking link as soon as it leaves the workshop.
          </p>
        )}
      </div>
    </Card>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>;
}

function OrderLoading() {
  return (
    <Frame>
      <div role="status" aria-label="Loading your order">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-12 w-3/4 max-w-md" />
        <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
        <Skeleton className="mt-8 h-24 w-full" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </Frame>
  );
}
