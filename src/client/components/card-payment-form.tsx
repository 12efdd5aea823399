// The card provider's form. With lib/stripe.ts this is the only code of the provider the shop has,
// and card-payment-panel.tsx imports it lazily.
import { useEffect, useState, type FormEvent } from "react";
import type { Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { CircleAlert, Lock } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getStripe, STRIPE_APPEARANCE } from "@/lib/stripe";
import { CardFormLoading, type CardPaymentProps } from "./card-payment-panel";

type CardPaymentFormProps = CardPaymentProps & { publishableKey: string };

export default function CardPaymentForm({ publishableKey, clientSecret, ...form }: CardPaymentFormProps) {
  const [attempt, setAttempt] = useState(0);
  // What loading Stripe.js for this key and attempt gave: null when it could not be loaded.
  const [loaded, setLoaded] = useState<{ key: string; attempt: number; stripe: Stripe | null }>();
  const stripe = loaded?.key === publishableKey && loaded.attempt === attempt ? loaded.stripe : undefined;

  useEffect(() => {
    let live = true;
    const settle = (result: Stripe | null) => live && setLoaded({ key: publishableKey, attempt, stripe: result });
    getStripe(publishableKey).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (stripe === undefined) return <CardFormLoading />;
  if (stripe === null) {
    return (
      <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="flex items-start gap-2 text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The secure card form could not be loaded. Please check your connection and try again.
        </p>
        <Button type="button" variant="outline" className="w-fit" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: STRIPE_APPEARANCE }}>
      <PayForm {...form} />
    </Elements>
  );
}

function PayForm({ returnUrl, submitLabel, onPaid }: Omit<CardPaymentProps, "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
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
      setProcessing(false);
      return;
    }
    // Paid, or still clearing: the page that follows asks the server which.
    onPaid();
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-busy={processing}>
      {loadError ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {loadError}
        </p>
      ) : null}
      {!ready && !loadError ? <CardFormLoading /> : null}
      <PaymentElement
        options={{ layout: "tabs" }}
        onReady={() => setReady(true)}
        onLoadError={(event) =>
          setLoadError(event.error.message ?? "The card form could not be loaded. Please reload the page.")
        }
      />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || !ready || processing}>
        <Lock aria-hidden="true" />
        {processing ? "Processing..." : submitLabel}
      </Button>
      <p role="status" className="sr-only">
        {processing ? "Processing your payment…" : ""}
      </p>
    </form>
  );
}
