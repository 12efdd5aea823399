import { useState } from "react";
import { FileText } from "@/components/ui/icons";
import type { AdminCommission } from "@shared/commissions";
import type { Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DetailSection } from "../admin-panel";
import { CommissionPayments } from "./commission-payments";
import { CommissionPanel } from "./commission-panel";
import { CommissionShipping } from "./commission-shipping";
import { commissionSteps, currentQuote } from "./commission-state";
import { ProgressUpdates } from "./progress-updates";
import { QuoteForm } from "./quote-form";
import { QuoteStateBadge, QuoteSummary, ReviseQuoteButton } from "./quote-summary";
import { useCommission } from "./use-commission";

/**
 * The custom order as a commission (decision 037): its quote, the deposit and the balance,
 * the progress updates and the shipping, in the custom order details dialog.
 */
export function CommissionSection({ order }: { order: Inquiry }) {
  const commission = useCommission(order.id);
  return (
    <DetailSection title="Commission">
      {commission.isPending ? (
        <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading the commission">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : commission.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 text-sm"
        >
          <p className="text-muted-foreground">The commission could not be loaded.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void commission.refetch()}
            disabled={commission.isFetching}
          >
            {commission.isFetching ? "Retrying..." : "Try again"}
          </Button>
        </div>
      ) : (
        <CommissionBody order={order} commission={commission.data} />
      )}
    </DetailSection>
  );
}

function CommissionBody({ order, commission }: { order: Inquiry; commission: AdminCommission }) {
  const quote = currentQuote(commission);
  const version = quote?.version ?? 0;
  // The version the form revises: a new version arriving (this form's or anyone's) closes it.
  const [revising, setRevising] = useState<number | null>(null);
  const writing = revising === version;
  const setWriting = (on: boolean) => setRevising(on ? version : null);
  const steps = commissionSteps(commission);
  const form = <QuoteForm order={order} commission={commission} onDone={() => setWriting(false)} />;

  if (!quote) {
    return writing ? (
      form
    ) : (
      <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-md border border-dashed border-border bg-muted/50 p-3 sm:p-4">
        <FileText className="size-5 shrink-0 text-accent" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-medium">No quote yet.</span>{" "}
          <span className="text-muted-foreground">
            Send {order.name} a price, a deposit and a date: they accept it and pay on their own private page.
          </span>
        </p>
        <ReviseQuoteButton first onClick={() => setWriting(true)} />
      </div>
    );
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <CommissionPanel
        id={`commission-${order.id}-quote`}
        icon={<FileText />}
        title={`Quote v${quote.version}`}
        aside={<QuoteStateBadge state={quote.state} />}
        action={steps.quote && !writing ? <ReviseQuoteButton first={false} onClick={() => setWriting(true)} /> : null}
      >
        {writing ? form : <QuoteSummary quote={quote} commission={commission} />}
      </CommissionPanel>
      <CommissionPayments customOrderId={order.id} name={order.name} commission={commission} />
      <ProgressUpdates customOrderId={order.id} email={order.email} updates={commission.updates} />
      {quote.state === "accepted" || commission.shipment || commission.deliveredAt ? (
        <CommissionShipping customOrderId={order.id} name={order.name} commission={commission} />
      ) : null}
    </div>
  );
}
