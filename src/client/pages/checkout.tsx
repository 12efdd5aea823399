import { useState } from "react";
import { Redirect } from "wouter";
import { MapPin } from "@/components/ui/icons";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CardPaymentPanel } from "@/components/card-payment-panel";
import { useAuth } from "@/features/auth/use-auth";
import { SIGN_IN_FROM_CHECKOUT } from "@/features/auth/after-sign-in";
import { useCart } from "@/features/cart/cart-context";
import { useCheckoutDetails } from "@/features/addresses/use-checkout-details";
import { CheckoutForm } from "@/features/checkout/checkout-form";
import { ManualPaymentStep } from "@/features/checkout/manual-payment-step";
import { checkoutStart } from "@/features/checkout/checkout-start";
import { OrderSummary } from "@/features/checkout/order-summary";
import { StepIndicator } from "@/features/checkout/step-indicator";
import { useCheckoutFlow } from "@/features/checkout/use-checkout-flow";
import { usePublicConfig } from "@/features/checkout/use-public-config";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { USER_ORDERS_PATH } from "@/features/orders/use-user-orders";
import { useDiscount } from "@/features/discounts/use-discount";
import { DiscountCodeField } from "@/features/discounts/discount-code-field";

/** /checkout (SPEC §2): the cart, the shopper and the owner's texts composed; the steps are useCheckoutFlow's. */
export default function CheckoutPage() {
  const { lines, total, clearCart } = useCart();
  const { user, isLoading: authLoading } = useAuth();
  // A signed-in customer starts filled in: the account's details and an address (decision 041).
  const details = useCheckoutDetails(user?.id ?? null);
  const config = usePublicConfig();
  const siteContent = useSiteContent();
  // The cart's discount code carries here; the server works it out again with the order (decision 059).
  const discount = useDiscount(lines);
  // The state the order ships to, as typed: the sales tax is worked out on it (decision 064).
  const [shippingState, setShippingState] = useState("");
  // No card keys: the 'payment' step says how to pay and places the order (decisions 023, 076).
  const manualMode = config.data ? config.data.stripePublishableKey === null : undefined;
  const { step, summary, emptyCart, submit, placeOrder, back, submitError, pending, paid, paymentHeading, infoStep } =
    useCheckoutFlow({
      lines,
      total,
      // The order used the code: it goes with the cart.
      clearCart: () => {
        clearCart();
        discount.remove();
      },
      signedIn: user !== null,
      shippingSetting: siteContent.data?.shipping,
      discount:
        discount.code && discount.cents > 0 && !discount.checking
          ? { code: discount.code, cents: discount.cents, onShipping: discount.onShipping }
          : null,
      taxSetting: siteContent.data?.tax,
      shippingState,
      invalidateOnOrder: [USER_ORDERS_PATH],
      manualPayment: manualMode,
    });

  if (emptyCart) return <Redirect to="/cart" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-8 sm:mb-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Secure checkout</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Checkout</h1>
        <StepIndicator current={step.name} />
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        {/* First on a phone, closed behind its total so the form starts on the first screen; beside the form from large screens up. */}
        <aside aria-label="Your order" className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            lines={summary.lines}
            subtotalCents={summary.subtotal}
            shippingCents={summary.shipping}
            discount={summary.discount}
            tax={summary.tax}
            discountField={step.name === "info" ? <DiscountCodeField discount={discount} /> : undefined}
            freeShipping={summary.freeShipping}
            footer={
              step.name === "payment" && step.method === "card" ? (
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
          ) : step.name === "info" || step.method === "manual" ? (
            <>
              {/* Kept while the manual 'payment' step shows, so coming back finds the form as it was filled in. */}
              <div
                ref={infoStep}
                tabIndex={-1}
                role="region"
                aria-label="Your details"
                hidden={step.name !== "info"}
                className="focus:outline-none"
              >
                <CheckoutForm
                  {...checkoutStart(user ? details.data : undefined)}
                  isGuest={!user}
                  signInHref={SIGN_IN_FROM_CHECKOUT}
                  pending={pending}
                  error={step.name === "info" ? submitError : null}
                  note={
                    manualMode
                      ? "Next, you'll see how to pay, then place your order."
                      : "Next, you'll pay securely by card."
                  }
                  onSubmit={submit}
                  onShippingState={setShippingState}
                />
              </div>
              {step.name === "payment" ? (
                <ManualPaymentStep
                  values={step.values}
                  address={step.address}
                  // The owner's own words on how manual payment works (Site Content, decision 023).
                  paymentNote={siteText(siteContent.data).paymentNote}
                  pending={pending}
                  error={submitError}
                  onPlaceOrder={placeOrder}
                  onBack={back}
                  heading={paymentHeading}
                />
              ) : null}
            </>
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
                onPaid={paid}
              />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

/** While the signed-in customer's details arrive: the form's shape, so nothing jumps. */
function FormSkeleton() {
  return (
    <div role="status" className="grid gap-6" aria-busy="true" aria-label="Loading your details">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
