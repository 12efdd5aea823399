import { ArrowRight, Landmark } from "@/components/ui/icons";
import { Link } from "wouter";
import type { OrderPaymentState } from "@shared/checkout";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * After the order: the owner's payment instructions while a manual order waits for its payment, and
 * the order's own page to come back to (decision 039).
 */
export function PaymentInstructions({ recap }: { recap: OrderPaymentState }) {
  return (
    <>
      {recap.paymentInstructions ? (
        <Card tone="note" className="mt-6 w-full p-6 text-left sm:p-8">
          <h2 className="flex items-center gap-2 text-2xl font-semibold">
            <Landmark className="size-5 text-accent" aria-hidden="true" />
            How to pay
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed">{recap.paymentInstructions}</p>
        </Card>
      ) : null}
      {recap.orderPage ? (
        <div className="mt-6 flex w-full flex-col items-center gap-3 rounded-lg border border-border bg-card p-5 sm:flex-row sm:justify-between sm:text-left">
          <p className="text-sm leading-relaxed text-muted-foreground">
            Your order has its own page, with its status, tracking and invoice. The link is in your email too.
          </p>
          <Button asChild variant="outline" className="shrink-0">
            <Link href={recap.orderPage}>
              View your order
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
