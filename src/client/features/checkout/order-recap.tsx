import { CreditCard, Mail, MapPin } from "@/components/ui/icons";
import type { OrderPaymentState } from "@shared/checkout";
import { formatPrice } from "@shared/money";
import { Card } from "@/components/ui/card";
import { OrderAmounts } from "@/components/order-amounts";
import { formatLongDate } from "@/lib/format";
import { EngravedNote } from "@/components/engraved-note";

/** The payment state in the shopper's words. */
function paymentInWords(recap: OrderPaymentState): string {
  switch (recap.paymentStatus) {
    case "paid":
      return recap.paidAt ? `Paid on ${formatLongDate(recap.paidAt)}. Thank you!` : "Paid by card. Thank you!";
    case "manual":
      // One payment message on the page (decision 076): the owner's "How to pay" below, or the lead's words.
      if (recap.cancellationRequested) return "You asked to cancel this order: nothing is due while we look at it.";
      return recap.paymentInstructions
        ? "Awaiting payment: no card has been charged. How to pay is below."
        : "Awaiting payment: no card has been charged.";
    case "awaiting_payment":
      return "Your card payment is still being confirmed.";
    default:
      return "Not paid.";
  }
}

/** What the confirmation recaps (decision 022): the boards, the amounts, where they go and who was emailed. */
export function OrderRecap({ recap }: { recap: OrderPaymentState }) {
  return (
    <Card className="mt-10 w-full p-6 text-left sm:p-8">
      <h2 id="order-recap-heading" className="text-2xl font-semibold">
        Your Order
      </h2>
      <ul className="mt-5 grid gap-3" aria-label="Items">
        {recap.items.map((item, index) => (
          <li key={index} className="flex items-baseline justify-between gap-4">
            <div className="min-w-0">
              <p className="font-medium leading-snug">{item.productName}</p>
              {item.engraving ? <EngravedNote engraving={item.engraving} /> : null}
              <p className="text-sm text-muted-foreground">
                Qty {item.quantity} × {formatPrice(item.price)}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <OrderAmounts amounts={recap} testId="recap" className="mt-5 border-t border-border pt-4" />
      <div className="mt-6 grid gap-5 border-t border-border pt-5 text-sm sm:grid-cols-2">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <dl className="min-w-0">
            <dt className="font-medium">Shipping to</dt>
            <dd className="whitespace-pre-line text-muted-foreground">{recap.shippingAddress}</dd>
          </dl>
        </div>
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <dl className="min-w-0">
            <dt className="font-medium">Confirmation sent to</dt>
            <dd className="break-all text-muted-foreground">{recap.email}</dd>
          </dl>
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <dl className="min-w-0">
            <dt className="font-medium">Payment</dt>
            <dd className="text-muted-foreground" data-testid="recap-payment">
              {paymentInWords(recap)}
            </dd>
          </dl>
        </div>
      </div>
    </Card>
  );
}
