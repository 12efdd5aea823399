import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { Package, ShoppingBag, Star } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import { amountRows, amountsFigures } from "@shared/amount-rows";
import type { UserOrder } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/use-auth";
import { OrderStatusBadge, PaymentNoteBadge } from "@/features/orders/order-status-badge";
import { useUserOrders } from "@/features/orders/use-user-orders";
import { OrderShipment } from "@/features/orders/order-shipment";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useResendVerification } from "@/features/account-recovery/use-resend-verification";
import { ChangePasswordForm } from "@/features/account-recovery/change-password-form";
import { UserCommissionsSection } from "@/features/commissions/user-commissions-section";
import { SavedAddressesSection } from "@/features/addresses/saved-addresses-section";
import { YourDataSection } from "@/features/privacy/your-data-section";
import { EmailPreferencesSection } from "@/features/subscriptions/email-preferences-section";

const REDIRECT_DELAY_MS = 500;
const LOADING_ROWS = 3;

export default function DashboardPage() {
  const { user, isLoading: authLoading } = useAuth();
  const [, navigate] = useLocation();
  const orders = useUserOrders(user?.id ?? null);

  // Signed out: say so, then go to /auth after 500 ms (SPEC §2, Customer dashboard).
  useEffect(() => {
    if (authLoading || user) return;
    toast({ title: "Unauthorized", description: "Please log in to continue", variant: "destructive" });
    const timer = window.setTimeout(() => navigate("/auth"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [authLoading, user, navigate]);

  if (!user) return <div className="min-h-[50vh]" aria-busy={authLoading} />;

  const name = user.firstName || user.email || "Customer";

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">My Dashboard</h1>
        <p className="mt-2 text-lg text-muted-foreground">Welcome back, {name}!</p>
      </header>

      {user.emailVerified ? null : <VerifyEmailNotice />}

      <section aria-labelledby="order-history">
        <h2 id="order-history" className="mb-4 font-serif text-2xl font-semibold">
          Order History
        </h2>
        {orders.isLoading ? (
          <ul className="grid gap-4" aria-label="Loading orders">
            {Array.from({ length: LOADING_ROWS }, (_, i) => (
              <li key={i} data-testid="order-skeleton">
                <Skeleton className="h-28 w-full" />
              </li>
            ))}
          </ul>
        ) : orders.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your orders. Please reload the page.
          </p>
        ) : !orders.data?.length ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <ShoppingBag className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-serif text-xl font-semibold">No orders yet</p>
              <p className="text-muted-foreground">When you buy a board, it will appear here.</p>
              <Button asChild className="mt-2">
                <Link href="/#shop">Start shopping</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {orders.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </section>

      <UserCommissionsSection userId={user.id} />

      <SavedAddressesSection userId={user.id} accountName={[user.firstName, user.lastName].filter(Boolean).join(" ")} />

      <EmailPreferencesSection userId={user.id} />

      <section aria-labelledby="account-security" className="mt-14">
        <h2 id="account-security" className="mb-4 font-serif text-2xl font-semibold">
          Password
        </h2>
        <Card>
          <CardContent className="p-5 sm:p-6">
            <ChangePasswordForm hasPassword={user.hasPassword} />
          </CardContent>
        </Card>
      </section>

      <YourDataSection hasPassword={user.hasPassword} />
    </div>
  );
}

function VerifyEmailNotice() {
  const resend = useResendVerification();
  return (
    <div
      role="note"
      className="mb-8 flex flex-col gap-3 rounded-lg border border-border bg-secondary/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">
        <span className="font-semibold">Confirm your email</span> with the link we sent you to see orders you placed as
        a guest.
      </p>
      {resend.isSuccess ? (
        <p role="status" className="text-sm font-medium">
          {resend.data.message}
        </p>
      ) : (
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? "Sending..." : "Send the link again"}
        </Button>
      )}
    </div>
  );
}

function OrderRow({ order }: { order: UserOrder }) {
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            {/* On a phone the badges wrap under the number, which stays whole, and the total keeps its place. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
              <Package className="size-5 text-muted-foreground" aria-hidden="true" />
              <h3 className="font-semibold whitespace-nowrap">Order #{order.id}</h3>
              <OrderStatusBadge status={order.status} />
              <PaymentNoteBadge paymentStatus={order.paymentStatus} />
            </div>
            <p className="font-serif text-lg font-semibold whitespace-nowrap">{formatPrice(order.total)}</p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="text-sm text-muted-foreground">{formatLongDate(order.createdAt)}</p>
            {/* Its own page: the payment instructions, the invoice and the receipt (decision 039). */}
            {order.page ? (
              <Link href={order.page} className="text-sm font-medium text-accent underline underline-offset-4">
                View order #{order.id}
              </Link>
            ) : null}
          </div>
          {order.shipment ? <OrderShipment shipment={order.shipment} delivered={order.status === "delivered"} /> : null}
          <ul className="grid gap-2.5 text-sm sm:gap-1">
            {order.items.map((item, i) => (
              <li key={i} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5">
                <span>
                  {item.productName} × {item.quantity}
                </span>
                {/* Delivered: the review its email links, for a customer who no longer has the email (decision 099). */}
                {item.review ? (
                  <Link
                    href={item.review}
                    className="inline-flex min-h-6 items-center gap-1.5 font-medium text-accent underline underline-offset-4"
                  >
                    <Star className="size-4" aria-hidden="true" />
                    Write a review<span className="sr-only"> of {item.productName}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 border-t border-border pt-3 text-sm text-muted-foreground">
            {amountRows(amountsFigures(order)).map((row) => (
              <div key={row.kind} className="flex gap-1.5">
                <dt>{row.label}</dt>
                <dd
                  className={cn(
                    "tabular-nums",
                    row.kind === "discount" ? "text-accent" : "text-foreground",
                    row.kind === "total" && "font-medium",
                  )}
                >
                  {row.text}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </li>
  );
}
