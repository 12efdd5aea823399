import { useEffect, useRef, useState } from "react";
import { Redirect, useLocation } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import { FREE_SHIPPING, freeShippingProgress, shippingCents } from "@shared/shipping";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/use-auth";
import { useCart } from "@/features/cart/cart-context";
import type { CartLine } from "@/features/cart/cart-lines";
import { CheckoutForm } from "@/features/checkout/checkout-form";
import {
  addressValues,
  paymentIntentPayload,
  shippingAddress,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from "@/features/checkout/checkout-form-schema";
import type { CheckoutDetails } from "@shared/addresses";
import { Skeleton } from "@/components/ui/skeleton";
import { useCheckoutDetails } from "@/features/addresses/use-checkout-details";
import { OrderSummary } from "@/features/checkout/order-summary";
import { CardPaymentPanel } from "@/components/card-payment-panel";
import { StepIndicator } from "@/features/checkout/step-indicator";
import { useCreatePaymentIntent } from "@/features/checkout/use-create-payment-intent";
import { usePublicConfig } from "@/features/checkout/use-public-config";
import { useRegisterAtCheckout } from "@/features/checkout/use-register-at-checkout";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { USER_ORDERS_PATH } from "@/features/orders/use-user-orders";
import { errorMessage, statusOf } from "@/lib/api";
import { productsQuery } from "@/lib/queries";

const PAYMENT_INIT_FAILED = "Failed to initialize payment. Please try again.";

type Step =
  | { name: "info" }
  | {
      name: "payment";
      clientSecret: string;
      orderId: number;
      confirmationPath: string;
      address: string;
      // What this payment is for, kept as it was when the order was made.
      lines: CartLine[];
      total: number;
      shipping: number;
    };

export default function CheckoutPage() {
  const { lines, total, clearCart } = useCart();
  const { user, isLoading: authLoading } = useAuth();
  // A signed-in customer starts filled in: the account's details and an address (decision 041).
  const details = useCheckoutDetails(user?.id ?? null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const siteContent = useSiteContent();
  const createIntent = useCreatePaymentIntent();
  const registration = useRegisterAtCheckout();
  const [step, setStep] = useState<Step>({ name: "info" });
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Set when the order is done, so emptying the cart does not bounce the shopper to /cart on the way out.
  const [leaving, setLeaving] = useState(false);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const shipping = shippingCents(siteContent.data?.shipping ?? FREE_SHIPPING, total);

  useEffect(() => {
    if (step.name !== "payment") return;
    window.scrollTo({ top: 0 });
    paymentHeading.current?.focus();
  }, [step.name]);

  if (lines.length === 0 && step.name === "info" && !leaving) return <Redirect to="/cart" />;

  const finish = (confirmationPath: string) => {
    setLeaving(true);
    navigate(confirmationPath);
    clearCart();
  };

  const onSubmit = async (values: CheckoutFormValues) => {
    setSubmitError(null);
    const accountPending = values.createAccount && !user ? await createAccount(values) : false;

    const snapshot = { lines: [...lines], total, shipping };
    // The amount is the boards plus the owner's shipping, as the server computes it (decision 022).
    createIntent.mutate(paymentIntentPayload(values, lines, total + shipping), {
      onSuccess: (answer) => {
        // A new order, paid or not yet: a dashboard opened earlier must show it.
        void queryClient.invalidateQueries({ queryKey: USER_ORDERS_PATH });
        const confirmationPath = confirmationPathOf(answer, accountPending);
        if (answer.clientSecret) {
          setStep({
            name: "payment",
            clientSecret: answer.clientSecret,
            orderId: answer.orderId,
            confirmationPath,
            address: shippingAddress(values),
            ...snapshot,
          });
          return;
        }
        toast({ title: "Order Created", description: answer.message || MANUAL_PAYMENT_MESSAGE });
        finish(confirmationPath);
      },
      onError: (error) => {
        const status = statusOf(error);
        const message = status === 400 || status === 409 ? errorMessage(error) : PAYMENT_INIT_FAILED;
        toast({ title: "Error", description: message, variant: "destructive" });
        setSubmitError(message);
        // A board sold out or changed price: refetch the catalogue so the cart reconciles and says what moved.
        if (status === 409) void queryClient.invalidateQueries({ queryKey: productsQuery().queryKey });
      },
    });
  };

  // SPEC §4: when the account cannot be created, the order goes on as a guest's. The account itself
  // is made when the emailed link is opened; this order then joins its dashboard (decision 014).
  // Answers whether the account waits for its emailed link, so the confirmation page says it too.
  const createAccount = async (values: CheckoutFormValues): Promise<boolean> => {
    try {
      await registration.mutateAsync({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
      });
      toast({
        title: "Check your email to activate your account",
        description: `We sent a link to ${values.email}. Your order goes ahead either way.`,
      });
      return true;
    } catch {
      toast({
        title: "Account creation failed",
        description: "Unable to create account, but proceeding with order.",
        variant: "destructive",
      });
      return false;
    }
  };

  const manualMode = config.data ? config.data.stripePublishableKey === null : false;
  const summaryLines = step.name === "payment" ? step.lines : lines;
  const summaryTotal = step.name === "payment" ? step.total : total;
  const summaryShipping = step.name === "payment" ? step.shipping : shipping;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-8 sm:mb-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Secure checkout</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Checkout</h1>
        <StepIndicator current={step.name} />
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        {/* First on a phone, so the total is seen before the form; beside the form from large screens up. */}
        <aside aria-label="Your order" className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            lines={summaryLines}
            subtotalCents={summaryTotal}
            shippingCents={summaryShipping}
            freeShipping={freeShippingProgress(siteContent.data?.shipping ?? FREE_SHIPPING, summaryTotal)}
            footer={
              step.name === "payment" ? (
                <div className="flex items-start gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <div>
                    <p className="font-medium text-foreground">Order #{step.orderId} ships to</p>
                    <p className="whitespace-pre-line">{step.address}</p>
                  </div>
                </div>
              ) : (
                "Handcrafted to order and carefully packed. Orders typically ship within 3-5 business days."
              )
            }
          />
        </aside>

        <div className="lg:col-start-1 lg:row-start-1">
          {step.name === "info" && (authLoading || (user && details.isPending)) ? (
            <FormSkeleton />
          ) : step.name === "info" ? (
            <CheckoutForm
              {...startOf(user ? details.data : undefined)}
              isGuest={!user}
              pending={registration.isPending || createIntent.isPending}
              error={submitError}
              note={
                // The owner's own words on how manual payment works (Site Content, decision 023).
                manualMode ? siteText(siteContent.data).paymentNote : "Next, you'll pay securely by card."
              }
              onSubmit={onSubmit}
            />
          ) : (
            <Card className="p-5 sm:p-6">
              <h2
                ref={paymentHeading}
                tabIndex={-1}
                className="mb-5 font-serif text-2xl font-semibold focus:outline-none"
              >
                Payment
              </h2>
              <CardPaymentPanel
                clientSecret={step.clientSecret}
                submitLabel="Place Order"
                unavailable="Card payment is not available right now. Your order is saved; please reload the page or contact us to complete it."
                returnUrl={`${window.location.origin}${step.confirmationPath}`}
                onPaid={() => finish(step.confirmationPath)}
              />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

function confirmationPathOf(answer: CreatePaymentIntentAnswer, accountPending: boolean): string {
  const query = new URLSearchParams({ order: String(answer.orderId), token: answer.orderToken });
  // The confirmation page says the account waits for its emailed link (decision 041).
  if (accountPending) query.set("account", "check-email");
  return `/order-confirmation?${query.toString()}`;
}

/** The form's start for a signed-in customer: name, email, phone, and the default or last address. */
function startOf(details: CheckoutDetails | undefined) {
  if (!details) return {};
  const { firstName, lastName, email, phone, address, addresses } = details;
  const startAddress = addresses.find((a) => a.isDefault) ?? addresses[0];
  // The account's phone (else its latest order's), else the one kept with the default address.
  const start: Partial<CheckoutFormInput> = { firstName, lastName, email, phone: phone || startAddress?.phone || "" };
  const fields = address ? addressValues(address, `${firstName} ${lastName}`) : {};
  return {
    start: { ...start, ...fields, saveAddress: addresses.length === 0 },
    savedAddresses: addresses,
    startAddressId: startAddress?.id,
    offerSaveAddress: true,
  };
}

/** While the signed-in customer's details arrive: the form's shape, so nothing jumps. */
function FormSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading your details">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
