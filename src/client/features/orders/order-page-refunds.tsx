import { Undo2 } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import type { OrderPage } from "@shared/order-page";
import { CARD_REFUND_DELAY } from "@shared/refunds";
import { formatLongDate } from "@/lib/format";

type PageRefund = OrderPage["refunds"][number];

/** How one refund stands, in the customer's words: to the card (on its way, then done) or by arrangement. */
function refundWords(refund: PageRefund): string {
  if (refund.via === "manual") return "by arrangement";
  return refund.status === "pending" ? "to your card · on its way" : "to your card";
}

/**
 * The money given back on an order, on its own page (decision 047): 'Refunded $x', then each refund
 * with its day; a card refund still on its way says how long it takes. Nothing before any.
 */
export function OrderPageRefunds({ view }: { view: OrderPage }) {
  if (view.refunds.length === 0) return null;
  const onItsWay = view.refunds.some((r) => r.via === "card" && r.status === "pending");
  return (
    <div className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
      <p className="flex items-center gap-2 font-medium" data-testid="order-refunded">
        <Undo2 className="size-4 text-accent" aria-hidden="true" />
        Refunded {formatPrice(view.refunded)}
      </p>
      <ul className="grid gap-1.5" aria-label="Refunds">
        {view.refunds.map((refund, index) => (
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>
              <span className="font-medium tabular-nums">{formatPrice(refund.amount)}</span> {refundWords(refund)}
            </span>
            <span className="text-muted-foreground">{formatLongDate(refund.createdAt)}</span>
          </li>
        ))}
      </ul>
      {onItsWay ? (
        <p className="text-xs text-muted-foreground">A card refund reaches your account within {CARD_REFUND_DELAY}.</p>
      ) : null}
    </div>
  );
}
