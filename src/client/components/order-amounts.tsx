import { formatPrice, parseCents } from "@shared/money";
import type { OrderAmounts as Amounts } from "@shared/orders";
import { shippingLabel } from "@shared/shipping";
import { cn } from "@/lib/utils";
import { DiscountRow } from "./discount-row";
import { TaxRow } from "./tax-row";

type OrderAmountsProps = {
  /** The order's money as the server answers it (decisions 022, 059, 064). */
  amounts: Amounts;
  /** Names the figures for tests: `${testId}-shipping`, `-discount`, `-tax`, `-total`. */
  testId: string;
  className?: string;
};

/**
 * A placed order's subtotal, shipping, discount (a row only with a code), tax (a row only where it
 * was worked out) and total: the confirmation's recap and the order's own page.
 */
export function OrderAmounts({ amounts, testId, className }: OrderAmountsProps) {
  const { subtotal, shipping, discount, discountCode, tax, taxLabel, total } = amounts;
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
        <DiscountRow code={discountCode} cents={parseCents(discount) ?? 0} testId={`${testId}-discount`} />
      ) : null}
      {taxLabel ? <TaxRow label={taxLabel} cents={parseCents(tax) ?? 0} testId={`${testId}-tax`} /> : null}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-4">
        <dt className="font-serif text-xl font-semibold">Total</dt>
        <dd className="font-serif text-2xl font-semibold tabular-nums text-primary" data-testid={`${testId}-total`}>
          {formatPrice(total)}
        </dd>
      </div>
    </dl>
  );
}
