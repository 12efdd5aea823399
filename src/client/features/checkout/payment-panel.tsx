import { Component, lazy, Suspense, type ReactNode } from "react";
import { AlertCircle, ShieldCheck } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicConfig } from "./use-public-config";

// The card provider's code loads only when a shopper reaches the payment step.
const PaymentStep = lazy(() => import("./payment-step"));

type PaymentPanelProps = {
  clientSecret: string;
  /** Absolute /order-confirmation URL of this order, for payment methods that leave the page. */
  returnUrl: string;
  onPaid: () => void;
};

/** The payment step's card form, with its loading state and a message where card payment cannot happen. */
export function PaymentPanel({ clientSecret, returnUrl, onPaid }: PaymentPanelProps) {
  const config = usePublicConfig();
  return (
    <>
      {config.data?.stripePublishableKey ? <StripeNote /> : null}
      <PaymentBoundary>
        <Suspense fallback={<PaymentChunkLoading />}>
          {config.data?.stripePublishableKey ? (
            <PaymentStep
              publishableKey={config.data.stripePublishableKey}
              clientSecret={clientSecret}
              returnUrl={returnUrl}
              onPaid={onPaid}
            />
          ) : config.isLoading ? (
            <PaymentChunkLoading />
          ) : (
            <PaymentUnavailable />
          )}
        </Suspense>
      </PaymentBoundary>
    </>
  );
}

/** Who handles the card, said before the shopper types it (decision 023). */
function StripeNote() {
  return (
    <p className="mb-5 flex items-start gap-2.5 rounded-md border border-border bg-muted/60 p-3 text-sm text-foreground/85">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      Payments are processed securely by Stripe. We never see your card number.
    </p>
  );
}

function PaymentChunkLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the secure card form…</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function PaymentUnavailable() {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Card payment is not available right now. Your order is saved; please reload the page or contact us to complete it.
    </p>
  );
}

/** A payment chunk that fails to download (offline, a new deploy) shows a message instead of a blank page. */
class PaymentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PaymentUnavailable /> : this.props.children;
  }
}
