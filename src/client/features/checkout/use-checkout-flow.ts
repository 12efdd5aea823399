import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import { FREE_SHIPPING, freeShippingProgress, shippingCents, type ShippingSetting } from "@shared/shipping";
import { collectsTax, NO_TAX, orderFigures, stateCode, taxLabel, type TaxSetting } from "@shared/tax";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, statusOf } from "@/lib/api";
import { productsQuery } from "@/lib/queries";
import { discountsApi } from "@shared/api/discounts";
import { paymentIntentPayload, shippingAddress, type CheckoutFormValues } from "./checkout-form-schema";
import type { SummaryLine, SummaryTax } from "./order-summary";
import { useCreatePaymentIntent } from "./use-create-payment-intent";
import { useRegisterAtCheckout } from "./use-register-at-checkout";

export const PAYMENT_INIT_FAILED = "Failed to initialize payment. Please try again.";

/**
 * The two steps of the checkout (SPEC §2): the form, then the payment. With a card the order is made
 * first and the step pays it; with manual payment (decision 076) the step shows how to pay and
 * 'Place Order' makes the order from the form's values, kept here until then.
 */
type CheckoutStep<L extends SummaryLine> =
  | { name: "info" }
  | { name: "payment"; method: "manual"; values: CheckoutFormValues; address: string }
  | {
      name: "payment";
      method: "card";
      clientSecret: string;
      orderId: number;
      confirmationPath: string;
      address: string;
      // What this payment is for, kept as it was when the order was made.
      lines: L[];
      total: number;
      shipping: number;
      discount: AppliedDiscount | null;
      tax: SummaryTax | null;
    };

/** A discount code that applies, and what the server said it takes off, of the shipping or not (decision 059). */
type AppliedDiscount = { code: string; cents: number; onShipping: boolean };

/** Said in the summary where the shop collects tax and no state of the list is chosen yet (decisions 064, 072). */
const TAX_NEEDS_STATE = "Tax is added once you choose your state";

export type CheckoutFlowOptions<L extends SummaryLine> = {
  /** The cart's boards, their total in cents, and emptying it: the page hands in the cart's. */
  lines: readonly L[];
  total: number;
  clearCart: () => void;
  /** A signed-in shopper is never offered an account. */
  signedIn: boolean;
  /** The owner's shipping rates (Site Content); free shipping until they have loaded. */
  shippingSetting: ShippingSetting | undefined;
  /** The cart's discount code, when it applies: sent with the order and taken off its amount. */
  discount?: AppliedDiscount | null;
  /** Where the shop collects sales tax (Site Content); none until it has loaded. */
  taxSetting?: TaxSetting;
  /** The shipping address's state as typed so far: the tax is worked out on it. */
  shippingState?: string;
  /** The reads a new order changes besides the catalogue (the customer's order list), fetched again once it exists. */
  invalidateOnOrder: readonly QueryKey[];
  /**
   * The shop takes payment by hand (no card keys, decision 023): the 'payment' step comes before the
   * order, which 'Place Order' makes (decision 076). Unknown (the config still loading) is a card shop's
   * way, whose server answers a manual order at once if it has no keys.
   */
  manualPayment?: boolean;
};

/** The server's words for these failures (a board sold out, a limit, too many orders); anything else is ours. */
const SAID_BY_SERVER = new Set([400, 409, 429]);

/**
 * The checkout's steps (SPEC §4, Checkout): the form's values, the account when asked for (decision
 * 014), the order and its payment intent, then the card payment in card mode; in manual mode the
 * 'payment' step with how to pay, whose 'Place Order' makes the order (decision 076). Its toasts
 * (SPEC §8), where focus goes and what is refetched. The page only renders it.
 */
export function useCheckoutFlow<L extends SummaryLine>(options: CheckoutFlowOptions<L>) {
  const { lines, total, clearCart, signedIn, invalidateOnOrder, manualPayment = false } = options;
  const shippingSetting = options.shippingSetting ?? FREE_SHIPPING;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const createIntent = useCreatePaymentIntent();
  const registration = useRegisterAtCheckout();
  const [step, setStep] = useState<CheckoutStep<L>>({ name: "info" });
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Set when the order is done, so emptying the cart does not bounce the shopper to /cart on the way out.
  const [leaving, setLeaving] = useState(false);
  // The account asked for at a 'Place Order' that then failed: a second try does not ask again.
  const registered = useRef<{ email: string; pending: boolean } | null>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const infoStep = useRef<HTMLDivElement>(null);
  // Where focus goes when the step changes: the new step's heading, never on the first render.
  const moved = useRef(false);
  const shipping = shippingCents(shippingSetting, total);
  const discount = options.discount ?? null;
  // What the server will charge: the boards, shipping, discount and the sales tax of the state typed (decision 064).
  const taxSetting = options.taxSetting ?? NO_TAX;
  const figures = orderFigures(taxSetting, stateCode(options.shippingState ?? ""), {
    subtotalCents: total,
    shippingCents: shipping,
    discountCents: discount?.cents ?? 0,
    discountOnShipping: discount?.onShipping ?? false,
  });
  const tax: SummaryTax | null = figures.tax
    ? { label: taxLabel(figures.tax.state, figures.tax.rateMillis), cents: figures.tax.cents }
    : collectsTax(taxSetting) && !stateCode(options.shippingState ?? "")
      ? { note: TAX_NEEDS_STATE }
      : null;

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    (step.name === "payment" ? paymentHeading : infoStep).current?.focus();
  }, [step.name]);

  const finish = (confirmationPath: string) => {
    setLeaving(true);
    navigate(confirmationPath);
    clearCart();
  };

  const moveTo = (next: CheckoutStep<L>) => {
    moved.current = true;
    setStep(next);
  };

  // SPEC §4: when the account cannot be created, the order goes on as a guest's. The account itself
  // is made when the emailed link is opened; this order then joins its dashboard (decision 014).
  // Answers whether the account waits for its emailed link, so the confirmation page says it too.
  const createAccount = async (values: CheckoutFormValues): Promise<boolean> => {
    if (registered.current?.email === values.email) return registered.current.pending;
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
      registered.current = { email: values.email, pending: true };
      return true;
    } catch {
      toast({
        title: "Account creation failed",
        description: "Unable to create account, but proceeding with order.",
        variant: "destructive",
      });
      registered.current = { email: values.email, pending: false };
      return false;
    }
  };

  /** Makes the order of these values: the card step follows, or the confirmation when no card is taken. */
  const order = async (values: CheckoutFormValues) => {
    setSubmitError(null);
    const accountPending = values.createAccount && !signedIn ? await createAccount(values) : false;

    const snapshot = { lines: [...lines], total, shipping, discount, tax };
    // The amount is the boards plus the owner's shipping less the discount plus the tax, as the server
    // computes it (decisions 022, 059, 064).
    const payload = paymentIntentPayload(values, lines, figures.totalCents);
    createIntent.mutate(discount ? { ...payload, discountCode: discount.code } : payload, {
      onSuccess: (answer) => {
        // A new order, paid or not yet: a dashboard opened earlier must show it.
        for (const queryKey of invalidateOnOrder) void queryClient.invalidateQueries({ queryKey });
        const confirmationPath = confirmationPathOf(answer, accountPending);
        if (answer.clientSecret) {
          moveTo({
            name: "payment",
            method: "card",
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
        const message = status !== null && SAID_BY_SERVER.has(status) ? errorMessage(error) : PAYMENT_INIT_FAILED;
        toast({ title: "Error", description: message, variant: "destructive" });
        setSubmitError(message);
        // A board sold out or changed price: refetch the catalogue so the cart reconciles and says what moved.
        // A discount code used up meanwhile: ask again, so the summary says so.
        if (status === 409) {
          void queryClient.invalidateQueries({ queryKey: productsQuery().queryKey });
          void queryClient.invalidateQueries({ queryKey: [discountsApi.check.path] });
        }
      },
    });
  };

  /** 'Continue to Payment': with manual payment the step moves on and nothing is ordered yet (decision 076). */
  const submit = async (values: CheckoutFormValues) => {
    if (!manualPayment) return order(values);
    setSubmitError(null);
    moveTo({ name: "payment", method: "manual", values, address: shippingAddress(values) });
  };

  // Once the order is made, the summary shows what it holds, whatever happens to the cart.
  const summary =
    step.name === "payment" && step.method === "card"
      ? { lines: step.lines, subtotal: step.total, shipping: step.shipping, discount: step.discount, tax: step.tax }
      : { lines, subtotal: total, shipping, discount, tax };

  return {
    step,
    /** Nothing to check out (and no order made or on its way out): the page sends the shopper back to the cart. */
    emptyCart: lines.length === 0 && !(step.name === "payment" && step.method === "card") && !leaving,
    summary: { ...summary, freeShipping: freeShippingProgress(shippingSetting, summary.subtotal) },
    submit,
    /** The manual 'payment' step's 'Place Order': the order is made now, of the values kept. */
    placeOrder: () => {
      if (step.name === "payment" && step.method === "manual") void order(step.values);
    },
    /** Back from the manual 'payment' step to the form, as it was filled in. */
    back: () => {
      if (step.name !== "payment" || step.method !== "manual" || createIntent.isPending) return;
      setSubmitError(null);
      moveTo({ name: "info" });
    },
    submitError,
    pending: registration.isPending || createIntent.isPending,
    /** The card payment went through: on to the confirmation page. */
    paid: () => {
      if (step.name === "payment" && step.method === "card") finish(step.confirmationPath);
    },
    /** The payment step's heading, focused when the step opens. */
    paymentHeading,
    /** The form's step, focused on coming back to it. */
    infoStep,
  };
}

function confirmationPathOf(answer: CreatePaymentIntentAnswer, accountPending: boolean): string {
  const query = new URLSearchParams({ order: String(answer.orderId), token: answer.orderToken });
  // The confirmation page says the account waits for its emailed link (decision 041).
  if (accountPending) query.set("account", "check-email");
  return `/order-confirmation?${query.toString()}`;
}
