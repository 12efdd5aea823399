import { discountAmount, discountLabel } from "@shared/discounts";

/** "Discount (CODE)  −$12.90": the row every summary of an order's money shows (decision 059). */
export function DiscountRow({ code, cents, testId }: { code: string; cents: number; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{discountLabel(code)}</dt>
      <dd className="font-medium tabular-nums text-accent" data-testid={testId}>
        {discountAmount(cents)}
      </dd>
    </div>
  );
}
