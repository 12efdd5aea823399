import { Fragment, type ReactNode } from "react";
import { amountRows, amountsFigures, type AmountRow, type AmountRowKind } from "@shared/amount-rows";
import type { OrderAmounts as Amounts } from "@shared/orders";
import { cn } from "@/lib/utils";

/**
 * One of amountRows' rows in a summary's list (decision 067): "Discount (SPRING10)  −$12.90" in the
 * accent, the tax's note where it is not known yet, the total large. `testId` names its amount.
 */
function SummaryRow({ row, testId, totalClassName }: { row: AmountRow; testId: string; totalClassName?: string }) {
  if (row.kind === "total")
    return (
      <div className={cn("flex items-baseline justify-between gap-4 border-t border-border pt-4", totalClassName)}>
        <dt className="font-serif text-xl font-semibold">{row.label}</dt>
        <dd className="font-serif text-2xl font-semibold tabular-nums text-primary" data-testid={testId}>
          {row.text}
        </dd>
      </div>
    );
  // Where the tax is not known yet (no state to work it out on): a row that says when it will be.
  if (row.note)
    return (
      <div className="flex justify-between gap-4">
        <dt className="sr-only">{row.label}</dt>
        <dd className="text-muted-foreground" data-testid={testId}>
          {row.text}
        </dd>
      </div>
    );
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{row.label}</dt>
      <dd className={cn("tabular-nums", row.kind === "discount" && "font-medium text-accent")} data-testid={testId}>
        {row.text}
      </dd>
    </div>
  );
}

type AmountRowsProps = {
  rows: readonly AmountRow[];
  /** Names the amounts for tests: `${testId}-subtotal`, `-shipping`, `-discount`, `-tax`, `-total`. */
  testId: string;
  /** The list's own classes (its spacing where it sits). */
  className?: string;
  totalClassName?: string;
  /** What a place shows under one of its rows: the cart's way to free shipping under Shipping. */
  after?: Partial<Record<AmountRowKind, ReactNode>>;
};

/** An order's amount rows as the cart, the checkout's summary, the confirmation and the order's page show them. */
export function AmountRows({ rows, testId, className, totalClassName, after }: AmountRowsProps) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <Fragment key={row.kind}>
          <SummaryRow row={row} testId={`${testId}-${row.kind}`} totalClassName={totalClassName} />
          {after?.[row.kind]}
        </Fragment>
      ))}
    </dl>
  );
}

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
  return (
    <AmountRows
      rows={amountRows(amountsFigures(amounts))}
      testId={testId}
      className={cn("grid gap-2 text-sm", className)}
      totalClassName="mt-2"
    />
  );
}
