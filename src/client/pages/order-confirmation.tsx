import { useEffect, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "wouter";
import {
  CircleCheck,
  CircleX,
  Clock,
  Hammer,
  LoaderCircle,
  Mail,
  SearchX,
  ShoppingBag,
  Truck,
} from "@/components/ui/icons";
import type { OrderPaymentState } from "@shared/checkout";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { statusOf } from "@/lib/api";
import { useCart } from "@/features/cart/cart-context";
import { OrderRecap } from "@/features/checkout/order-recap";
import { PaymentInstructions } from "@/features/checkout/payment-instructions";
import { useOrderPaymentStatus } from "@/features/checkout/use-order-payment-status";
import { USER_ORDERS_PATH } from "@/features/orders/use-user-orders";
import { cn } from "@/lib/utils";

const NEXT_STEPS = [
  { icon: Mail, text: "You'll receive a confirmation email with your order details shortly." },
  { icon: Hammer, text: "Our woodworkers will begin crafting and finishing your cutting board by hand." },
  { icon: Truck, text: "We'll send you shipping updates by email as your board makes its way to you." },
] as const;

export default function OrderConfirmationPage() {
  const params = new URLSearchParams(useSearch());
  const id = params.get("order");
  const token = params.get("token");
  const order = id && /^\d+$/.test(id) && token ? { id, token } : null;
  const { query: status, polling } = useOrderPaymentStatus(order);
  const paymentStatus = status.data?.paymentStatus;

  useReturnFromProvider(params, paymentStatus);
  useOrdersFollowPayment(paymentStatus);

  if (!order) return <NoOrder />;
  if (status.isPending) {
    return (
      <Shell
        tone="neutral"
        icon={<LoaderCircle className="size-10 animate-spin motion-reduce:animate-none" />}
        title="Checking your order…"
      >
        Just a moment while we look up your payment.
      </Shell>
    );
  }
  if (status.isError) {
    const notFound = statusOf(status.error) === 404;
    return (
      <Shell
        tone="neutral"
        icon={<SearchX className="size-10" />}
        title={notFound ? "Order Not Found" : "We Couldn't Check Your Order"}
        actions={
          notFound ? null : (
            <Button variant="outline" size="lg" onClick={() => void status.refetch()}>
              Try again
            </Button>
          )
        }
      >
        {notFound
          ? "This confirmation link does not match an order. If you placed an order, your confirmation email has the details."
          : "Something went wrong while we looked up your payment. If you completed a payment, your confirmation email is on its way."}
      </Shell>
    );
  }
  if (paymentStatus === "awaiting_payment") {
    return (
      <Shell
        tone="neutral"
        icon={<Clock className="size-10" />}
        title="Payment Processing"
        actions={
          polling ? null : (
            <Button variant="outline" size="lg" onClick={() => void status.refetch()}>
              Check again
            </Button>
          )
        }
      >
        Thank you! Your payment for order #{order.id} is still being confirmed by the card provider. This usually takes
        a moment. We'll email you as soon as the payment clears, and then start on your board.
      </Shell>
    );
  }
  if (paymentStatus === "failed") {
    return (
      <Shell
        tone="error"
        icon={<CircleX className="size-10" />}
        title="Payment Failed"
        actions={
          <Button asChild size="lg">
            <Link href="/cart">Return to Cart</Link>
          </Button>
        }
      >
        The payment for order #{order.id} did not go through, and you have not been charged. Please try again with
        another card, or contact us if the problem continues.
      </Shell>
    );
  }
  if (paymentStatus === "cancelled" || paymentStatus === "refunded") {
    return (
      <Shell
        tone="neutral"
        icon={<CircleX className="size-10" />}
        title={paymentStatus === "refunded" ? "Payment Refunded" : "Order Cancelled"}
      >
        {paymentStatus === "refunded"
          ? `We're sorry: your payment for order #${order.id} reached us after its boards had been sold, so we refunded it in full. Your email has the details.`
          : `Order #${order.id} was cancelled, and you have not been charged. Please contact us if you have any questions.`}
      </Shell>
    );
  }
  return (
    <Confirmed
      orderId={order.id}
      // The lead says how payment goes only when no "How to pay" does, and never once a cancellation is asked.
      manual={paymentStatus === "manual" && !status.data.paymentInstructions && !status.data.cancellationRequested}
      recap={status.data}
      accountPending={params.get("account") === "check-email"}
    />
  );
}

/** Opened without an order (a bookmark, a shared link): nothing is confirmed, so nothing says so. */
function NoOrder() {
  return (
    <Shell tone="neutral" icon={<ShoppingBag className="size-10" />} title="No Order to Show">
      This page shows your order right after checkout. If you placed an order, your confirmation email has all its
      details; otherwise, our boards are waiting for you in the shop.
    </Shell>
  );
}

/**
 * Back from a payment page of the provider (3-D Secure, a bank): the checkout was left before it could
 * empty the cart, so do it here once the payment did not fail, and drop the provider's parameters.
 */
function useReturnFromProvider(params: URLSearchParams, paymentStatus: string | undefined) {
  const { clearCart } = useCart();
  const [, navigate] = useLocation();
  const redirectStatus = params.get("redirect_status");
  const order = params.get("order");
  const token = params.get("token");
  const account = params.get("account");

  useEffect(() => {
    if (!redirectStatus || !paymentStatus) return;
    if (redirectStatus !== "failed" && paymentStatus !== "failed") clearCart();
    const query = new URLSearchParams({ order: order ?? "", token: token ?? "" });
    if (account) query.set("account", account);
    navigate(`/order-confirmation?${query.toString()}`, { replace: true });
  }, [redirectStatus, paymentStatus, order, token, account, clearCart, navigate]);
}

/** Each payment state the order reaches (paid, failed) is what the dashboard's list must show too. */
function useOrdersFollowPayment(paymentStatus: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (paymentStatus) void queryClient.invalidateQueries({ queryKey: USER_ORDERS_PATH });
  }, [paymentStatus, queryClient]);
}

/** An account asked for at checkout exists once its emailed link is opened (decisions 014 and 041). */
function AccountPendingNote({ email }: { email: string }) {
  return (
    <p
      role="note"
      className="mt-8 flex w-full items-start gap-3 rounded-lg border border-border bg-secondary/60 p-4 text-left text-sm leading-relaxed"
    >
      <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-foreground">Check your email to activate your account</span>
        Open the link we sent to {email} to finish creating your account. This order joins it once you do.
      </span>
    </p>
  );
}

type ConfirmedProps = { orderId: string; manual: boolean; recap: OrderPaymentState; accountPending: boolean };

function Confirmed({ orderId, manual, recap, accountPending }: ConfirmedProps) {
  return (
    <Shell
      tone="success"
      icon={<CircleCheck className="size-10" />}
      title="Order Confirmed!"
      eyebrow={orderId ? `Order #${orderId}` : undefined}
      after={
        <>
          {accountPending ? <AccountPendingNote email={recap.email} /> : null}
          <OrderRecap recap={recap} />
          <PaymentInstructions recap={recap} />
          <Card className="mt-6 w-full p-6 text-left sm:p-8">
            <h2 className="text-2xl font-semibold">What's Next?</h2>
            <ul className="mt-5 grid gap-4">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-accent ring-1 ring-border">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <p className="self-center leading-relaxed">{text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
              Orders typically ship within 3-5 business days.
            </p>
          </Card>
        </>
      }
    >
      Thank you for your order! Every board is made with care in our workshop, and yours is next on the bench.
      {manual ? <span className="mt-3 block font-medium text-foreground">{MANUAL_PAYMENT_MESSAGE}</span> : null}
    </Shell>
  );
}

type ShellProps = {
  tone: "success" | "neutral" | "error";
  icon: ReactNode;
  title: string;
  eyebrow?: string;
  children: ReactNode;
  /** Buttons before 'Continue Shopping', which is then the secondary choice. */
  actions?: ReactNode;
  /** Content between the lead text and the buttons. */
  after?: ReactNode;
};

/** The page frame every state shares; its heading and lead sit in a live region, so a status change is read out. */
function Shell({ tone, icon, title, eyebrow, children, actions, after }: ShellProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <div aria-live="polite" className="flex flex-col items-center">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-20 items-center justify-center rounded-full ring-1",
            tone === "success" && "bg-success text-success-foreground ring-success-foreground/20",
            tone === "neutral" && "bg-secondary text-accent ring-border",
            tone === "error" && "bg-destructive/10 text-destructive ring-destructive/20",
          )}
        >
          {icon}
        </span>
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>
        ) : null}
        <h1 className={cn("text-4xl font-semibold sm:text-5xl", eyebrow ? "mt-2" : "mt-6")}>{title}</h1>
        <p className="mt-4 max-w-lg text-lg leading-relaxed text-muted-foreground">{children}</p>
      </div>
      {after}
      <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {actions}
        <Button asChild variant={actions ? "outline" : "default"} size="lg">
          <Link href="/">Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
