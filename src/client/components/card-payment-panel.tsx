// The card form of the shop, wherever a card pays (checkout's payment step, a commission's deposit
// or balance): who processes the card, a skeleton while the form loads, and a message where it
// cannot. The card provider's code is in card-payment-form.tsx and lib/stripe.ts, imported lazily
// from here only: nothing of it loads until there is something to pay.
import { Component, lazy, Suspense, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleAlert, ShieldCheck } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { publicConfigQuery } from "@/lib/queries";

const CardPaymentForm = lazy(() => import("./card-payment-form"));

export type CardPaymentProps = {
  clientSecret: string;
  /** Where payment methods that leave the page (3-D Secure, a bank) come back to, absolute. */
  returnUrl: string;
  /** The submit button's words ('Place Order', 'Pay $135.00'). */
  submitLabel: string;
  /** The provider took the payment without leaving the page (it may still be clearing). */
  onPaid: () => void;
};

type CardPaymentPanelProps = CardPaymentProps & {
  /** What to tell when card payment cannot happen here (no key, or the form's code failed to load). */
  unavailable: string;
};

/** The card form with the provider's key from GET /api/config. */
export function CardPaymentPanel({ unavailable, ...form }: CardPaymentPanelProps) {
  const config = useQuery(publicConfigQuery());
  const key = config.data?.stripePublishableKey;
  return (
    <div className="grid gap-5">
      {key ? <StripeNote /> : null}
      <PaymentBoundary message={unavailable}>
        <Suspense fallback={<CardFormLoading />}>
          {key ? (
            <CardPaymentForm publishableKey={key} {...form} />
          ) : config.isLoading ? (
            <CardFormLoading />
          ) : (
            <PaymentUnavailable message={unavailable} />
          )}
        </Suspense>
      </PaymentBoundary>
    </div>
  );
}

/** Who handles the card, said before the shopper types it (decision 023). */
function StripeNote() {
  return (
    <p className="flex items-start gap-2.5 rounded-md border border-border bg-muted/60 p-3 text-sm text-foreground/85">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      Payments are processed securely by Stripe. We never see your card number.
    </p>
  );
}

/** While the secure card form loads. */
export function CardFormLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the secure card form…</span>
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function PaymentUnavailable({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** A card form chunk that fails to download (offline, a new deploy) shows a message instead of a blank page. */
class PaymentBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PaymentUnavailable message={this.props.message} /> : this.props.children;
  }
}
