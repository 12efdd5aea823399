// The 'payment' step. Every line of the card provider's code lives in this file, which the checkout
// page imports lazily, so the storefront (and the 'info' step) never downloads it.
import { useEffect, useState, type FormEvent } from "react";
import { loadStripe, type Appearance, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { AlertCircle, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";

type PaymentStepProps = {
  publishableKey: string;
  clientSecret: string;
  /** Absolute /order-confirmation URL of this order, for payment methods that leave the page. */
  returnUrl: string;
  /** The provider accepted the payment without leaving the page. */
  onPaid: () => void;
};

// The shop's palette, so the provider's card form looks like part of the page.
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#5a3a22",
    colorBackground: "#fffdf9",
    colorText: "#2b1d14",
    colorTextSecondary: "#6b5240",
    colorDanger: "#b42318",
    fontFamily: "Inter, system-ui, sans-serif",
    borderRadius: "6px",
  },
  rules: { ".Input": { borderColor: "#8c7558" } },
};

// One Stripe.js per key for the whole visit; a failed load is forgotten so "Try again" really retries.
const stripes = new Map<string, Promise<Stripe | null>>();
function getStripe(key: string): Promise<Stripe | null> {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
    promise.catch(() => stripes.delete(key));
  }
  return promise;
}

export default function PaymentStep({ publishableKey, clientSecret, returnUrl, onPaid }: PaymentStepProps) {
  const [attempt, setAttempt] = useState(0);
  // What loading Stripe.js for this key and attempt gave: null when it could not be loaded.
  const [loaded, setLoaded] = useState<{ key: string; attempt: number; stripe: Stripe | null }>();
  const current = loaded?.key === publishableKey && loaded.attempt === attempt;
  const stripe = current ? loaded.stripe : undefined;

  useEffect(() => {
    let live = true;
    const settle = (result: Stripe | null) => live && setLoaded({ key: publishableKey, attempt, stripe: result });
    getStripe(publishableKey).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (stripe === undefined) return <PaymentLoading />;
  if (stripe === null) {
    return (
      <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="flex items-start gap-2 text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The secure card form could not be loaded. Please check your connection and try again.
        </p>
        <Button type="button" variant="outline" className="w-fit" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <PaymentForm returnUrl={returnUrl} onPaid={onPaid} />
    </Elements>
  );
}

function PaymentForm({ returnUrl, onPaid }: Pick<PaymentStepProps, "returnUrl" | "onPaid">) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<"idle" | "processing">("idle");
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || state === "processing") return;
    setState("processing");
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    if (error) {
      toast({
        title: "Payment Failed",
        description: error.message ?? "Your payment could not be processed.",
        variant: "destructive",
      });
      setState("idle");
      return;
    }
    // Paid, or still clearing: the confirmation page asks the server which.
    onPaid();
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-busy={state === "processing"}>
      {loadError ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {loadError}
        </p>
      ) : null}
      {!ready && !loadError ? <PaymentLoading /> : null}
      <PaymentElement
        options={{ layout: "tabs" }}
        onReady={() => setReady(true)}
        onLoadError={(event) =>
          setLoadError(event.error.message ?? "The card form could not be loaded. Please reload the page.")
        }
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!stripe || !elements || !ready || state === "processing"}
      >
        <Lock aria-hidden="true" />
        {state === "processing" ? "Processing..." : "Place Order"}
      </Button>
      <p role="status" className="sr-only">
        {state === "processing" ? "Processing your payment…" : ""}
      </p>
    </form>
  );
}

function PaymentLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the secure card form…</span>
      <Skeleton className="h-10 w-full" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
