import type { ReactNode } from "react";
import { Link, type RouteComponentProps } from "wouter";
import { LinkIcon, MapPin } from "@/components/ui/icons";
import type { CommissionView } from "@shared/commissions";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { statusOf } from "@/lib/api";
import { formatLongDate } from "@/lib/format";
import { PaymentsCard } from "@/features/commissions/payments-card";
import { ProgressSteps } from "@/features/commissions/progress-steps";
import { ProgressTimeline } from "@/features/commissions/progress-timeline";
import { QuoteCard } from "@/features/commissions/quote-card";
import { Detail, RequestCard } from "@/features/commissions/request-card";
import { useCommissionFlow } from "@/features/commissions/use-commission-flow";
import { OrderShipment } from "@/features/orders/order-shipment";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";

/**
 * /commissions/:token: a custom order's private page (decision 037), from the quote to delivery. The
 * link is the key: it works signed in or out, and it is rendered in the browser only (App.tsx).
 */
export default function CommissionPage({ params }: RouteComponentProps) {
  const token = params.token ?? "";
  const flow = useCommissionFlow(token);
  const { commission } = flow;
  const taxSetting = useSiteContent().data?.tax;

  if (commission.isPending) return <CommissionLoading />;
  if (commission.isError) {
    if (statusOf(commission.error) === 404) return <InvalidLink />;
    return (
      <Frame>
        <LoadError
          message="We couldn't load your commission."
          onRetry={() => void commission.refetch()}
          retrying={commission.isFetching}
        />
      </Frame>
    );
  }
  const view = commission.data;
  return (
    <Frame>
      <CommissionHeader view={view} />
      <Card className="mt-8 p-5 sm:p-7">
        <ProgressSteps view={view} />
      </Card>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-8">
          {/* An open quote is the thing to do; once accepted, the payments come first. */}
          {view.quote.state === "sent" ? <QuoteCard token={token} view={view} taxSetting={taxSetting} /> : null}
          <PaymentsCard
            token={token}
            view={view}
            waitingFor={flow.waitingFor}
            polling={flow.polling}
            onPaid={flow.waitFor}
            onCheckAgain={flow.checkAgain}
          />
          {view.quote.state === "sent" ? null : <QuoteCard token={token} view={view} taxSetting={taxSetting} />}
          <section aria-labelledby="updates-heading">
            <h2 id="updates-heading" className="mb-5 text-2xl font-semibold">
              From the workshop
            </h2>
            <ProgressTimeline updates={view.updates} />
          </section>
        </div>
        <aside className="grid gap-8">
          <RequestCard view={view} />
          <DeliveryCard view={view} />
        </aside>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>;
}

function CommissionHeader({ view }: { view: CommissionView }) {
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">
        Made to order <span aria-hidden="true">·</span> <span className="sr-only">, reference </span>
        {view.reference}
      </p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Your custom board</h1>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted-foreground">
        Hello {view.customerName}, this is your board's own page: the quote, your payments and news from the workshop,
        from the first cut to your door. Keep the link; it is yours alone.
      </p>
    </header>
  );
}

/** Where the board goes, and how it travels once shipped. */
function DeliveryCard({ view }: { view: CommissionView }) {
  const { shipment, deliveredAt, deliveryAddress } = view;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">Delivery</h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <Detail term="Address">
          {deliveryAddress ? (
            <span className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="whitespace-pre-line">{deliveryAddress}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">You give it when you accept the quote.</span>
          )}
        </Detail>
        {deliveredAt ? <Detail term="Delivered">{formatLongDate(deliveredAt)}</Detail> : null}
      </dl>
      {shipment ? (
        <div className="mt-4">
          <OrderShipment shipment={shipment} delivered={deliveredAt !== null} />
        </div>
      ) : null}
    </Card>
  );
}

/** An unknown link, or a quote past its date and never accepted: both answer 404. */
function InvalidLink() {
  const { contactEmail } = siteText(useSiteContent().data);
  return (
    <Frame>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-secondary text-accent ring-1 ring-border"
        >
          <LinkIcon className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold">This link is invalid or has expired</h1>
        <p className="leading-relaxed text-muted-foreground">
          A quote's link stays open until the date in its email. If yours has run out, or you think this is a mistake,
          write to us at{" "}
          <a href={`mailto:${contactEmail}`} className="font-medium text-accent underline underline-offset-4">
            {contactEmail}
          </a>{" "}
          and we'll send you a fresh one.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link href="/custom-orders">Request a custom board</Link>
        </Button>
      </Card>
    </Frame>
  );
}

function CommissionLoading() {
  return (
    <Frame>
      <div role="status" aria-label="Loading your commission">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-12 w-3/4 max-w-md" />
        <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
        <Skeleton className="mt-8 h-28 w-full" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-8">
            <Skeleton className="h-72 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
          <div className="grid gap-8 content-start">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        </div>
      </div>
    </Frame>
  );
}
