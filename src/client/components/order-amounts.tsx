import { formatPrice, parseCents } from "@shared/money";
import { shippingLabel } from "@shared/shipping";
import { cn } from "@/lib/utils";
import { DiscountRow } from "./discount-row";

type OrderAmountsProps = {
  subtotal: string;
  shipping: string;
  /** What the order's discount code took off (decision 059); no row without a code. */
  discount?: string;
  discountCode?: string | null;
  total: string;
  /** Names the shipping and total figures for tests: `${testId}-shipping`, `${testId}-total`. */
  testId: string;
  className?: string;
};

/** A placed order's subtotal, shipping and total: the confirmation's recap and the order's own page. */
export function OrderAmounts({
  subtotal,
  shipping,
  discount,
  discountCode,
  total,
  testId,
  className,
}: OrderAmountsProps) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{formatPrice(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="tabular-nums" data-testid={`${testId}-shipping`}>
          {shippingLabel(parseCents(shipping) ?? 0)}
        </dd>
      </div>
      {discountCode ? (
        <DiscountRow code={discountCode} cents={parseCents(discount ?? "") ?? 0} testId={`${testId}-discount`} />
      ) : null}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-4">
        <dt className="font-serif text-xl font-semibold">Total</dt>
        <dd className="font-serif text-2xl font-semibold tabular-nums text-primary" data-testid={`${testId}-total`}>
          {formatPrice(total)}
        </dd>
      </div>
    </dl>
  );
}
