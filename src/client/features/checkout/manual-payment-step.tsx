import type { ReactNode, RefObject } from "react";
import { ArrowLeft, CircleAlert, Gift, Landmark, Lock, Mail, MapPin } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { PolicyLinks } from "./policy-links";

type ManualPaymentStepProps = {
  /** The form's values, as 'Continue to Payment' checked them: nothing is ordered yet. */
  values: CheckoutFormValues;
  /** Where the boards go, as the order will carry it. */
  address: string;
  /** The owner's own words on how to pay (Site Content's payment note, decision 023). */
  paymentNote: string;
  pending: boolean;
  /** The last failed 'Place Order', said above the button (the toast alone goes away). */
  error: string | null;
  onPlaceOrder: () => void;
  onBack: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
};

/**
 * The 'payment' step of a shop that takes payment by hand (SPEC §2 Checkout, decision 076): how to
 * pay, who and where the order is for with a way back to change it, and 'Place Order', which makes
 * the order as a card's 'Place Order' pays it.
 */
export function ManualPaymentStep(props: ManualPaymentStepProps) {
  const { values, address, paymentNote, pending, error, onPlaceOrder, onBack, heading } = props;
  return (
    <div className="grid gap-6">
      <Card className="p-5 sm:p-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 className="font-serif text-xl font-semibold">Your details</h2>
          <Button type="button" variant="link" className="h-auto px-0" onClick={onBack} disabled={pending}>
            Change<span className="sr-only"> your details</span>
          </Button>
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <Detail icon={<Mail className="size-4" />} term="Contact">
            {values.firstName} {values.lastName}
            {"\n"}
            <span className="break-all">{values.email}</span>
            {values.phone ? `\n${values.phone}` : null}
          </Detail>
          <Detail icon={<MapPin className="size-4" />} term="Ships to">
            {address}
          </Detail>
          {values.isGift ? (
            <Detail icon={<Gift className="size-4" />} term="A gift" wide>
              {values.giftMessage.trim()
                ? `Message on the packing slip: “${values.giftMessage.trim()}”`
                : "No message."}
              {values.hidePrices ? " Prices are left off the slip." : ""}
            </Detail>
          ) : null}
        </dl>
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-none">
          Payment
        </h2>
        <section
          aria-labelledby="checkout-how-to-pay"
          className="mt-5 rounded-lg border border-border bg-secondary/50 p-4 sm:p-5"
        >
          <h3 id="checkout-how-to-pay" className="flex items-center gap-2 text-lg font-semibold">
            <Landmark className="size-5 text-accent" aria-hidden="true" />
            How to pay
          </h3>
          <p id="checkout-how-to-pay-note" className="mt-2 whitespace-pre-line leading-relaxed">
            {paymentNote}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            Your confirmation email and your order's page keep these instructions, with the day to pay by.
          </p>
        </section>

        <div className="mt-5 grid gap-3">
          {error ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {error}
            </p>
          ) : null}
          <Button type="button" size="lg" className="w-full" disabled={pending} onClick={onPlaceOrder}>
            <Lock aria-hidden="true" />
            {pending ? "Processing..." : "Place Order"}
          </Button>
          <Button type="button" variant="outline" size="lg" className="w-full" disabled={pending} onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to your details
          </Button>
          <PolicyLinks />
        </div>
      </Card>
    </div>
  );
}

type DetailProps = { icon: ReactNode; term: string; wide?: boolean; children: ReactNode };

function Detail({ icon, term, wide = false, children }: DetailProps) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="flex items-center gap-2 font-medium">
        <span className="shrink-0 text-accent" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 whitespace-pre-line pl-6 text-muted-foreground">{children}</dd>
    </div>
  );
}
