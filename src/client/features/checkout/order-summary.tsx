import { useId, useState, type ReactNode } from "react";
import { ChevronDown, ShoppingBag } from "@/components/ui/icons";
import { formatCents } from "@shared/money";
import { amountRows, type AmountFigures } from "@shared/amount-rows";
import { Card } from "@/components/ui/card";
import { FreeShippingNote } from "@/components/free-shipping-note";
import { ResponsiveImage } from "@/components/responsive-image";
import { EngravedNote } from "@/components/engraved-note";
import { lineKey, unitCents, type PricedLine } from "@/lib/cart-line";
import { AmountRows } from "@/components/order-amounts";
import { cn } from "@/lib/utils";

/** The summary's tax row: its label and amount, or a note while the state is not known. */
export type SummaryTax = NonNullable<AmountFigures["tax"]>;

/** Just what the summary shows of a cart line; any cart line fits. */
export type SummaryLine = PricedLine & {
  product: PricedLine["product"] & { name: string; imageUrl: string };
  quantity: number;
};

type OrderSummaryProps = {
  lines: readonly SummaryLine[];
  /** The boards alone; the total adds the shipping (decision 022). */
  subtotalCents: number;
  shippingCents: number;
  /** Shown under the total, e.g. where the order ships. */
  footer?: ReactNode;
  /** The discount code and what it takes off (decision 059); null without one that applies. */
  discount?: { code: string; cents: number } | null;
  /** The 'Discount code' field, under the lines. */
  discountField?: ReactNode;
  /**
   * The sales tax (decision 064): worked out on the state entered, or a note saying it will be once
   * there is one; null where the shop collects none.
   */
  tax?: SummaryTax | null;
  /** How far free shipping is ("Add $5.00 more for free shipping"), when the owner's rates have such an amount. */
  freeShipping?: string | null;
};

/**
 * 'Order Summary' beside the checkout form: each board with its quantity and line total, then the
 * order's amount rows (decision 067). Below large screens it sits above the form, closed behind
 * "Show order summary" and the total, so the form starts on the first screen (decision 085).
 */
export function OrderSummary({
  lines,
  subtotalCents,
  shippingCents,
  discount,
  discountField,
  footer,
  freeShipping,
  tax,
}: OrderSummaryProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const rows = amountRows({ subtotalCents, shippingCents, discount: discount ?? null, tax: tax ?? null });
  const total = rows.find((row) => row.kind === "total")!;
  return (
    <Card elevation="raised" className="p-5 sm:p-6">
      {/* A phone's bar (Shopify's): the total at a glance, the lines and rows a tap away. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="-m-2 flex w-[calc(100%+1rem)] items-center justify-between gap-3 rounded-md p-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
      >
        <span className="flex items-center gap-2 font-medium text-accent">
          <ShoppingBag className="size-5 shrink-0" aria-hidden="true" />
          {open ? "Hide order summary" : "Show order summary"}
          <ChevronDown
            className={cn("size-4 shrink-0 transition-transform motion-reduce:transition-none", open && "rotate-180")}
            aria-hidden="true"
          />
        </span>
        <span className="font-serif text-xl font-semibold tabular-nums">
          <span className="sr-only">, total</span> {total.text}
        </span>
      </button>
      <div id={detailsId} className={cn(open ? "mt-5 lg:mt-0" : "hidden", "lg:block")}>
        <h2 id="order-summary-heading" className="text-2xl font-semibold">
          Order Summary
        </h2>
        <ul className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-4" aria-labelledby="order-summary-heading">
          {lines.map((line) => (
            <li key={lineKey(line)} className="flex items-center gap-3">
              <span className="relative shrink-0">
                <ResponsiveImage
                  src={line.product.imageUrl}
                  alt=""
                  width={64}
                  height={48}
                  sizes="64px"
                  className="h-12 w-16 rounded-md bg-secondary object-cover"
                  fallback={<span aria-hidden="true" className="wood-grain block h-12 w-16 rounded-md" />}
                />
                <span
                  aria-hidden="true"
                  className="absolute -right-2 -top-2 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-5 text-primary-foreground"
                >
                  {line.quantity}
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium leading-snug">{line.product.name}</p>
                {line.engraving ? (
                  <EngravedNote
                    engraving={{ text: line.engraving, price: line.product.engraving?.price ?? "0.00" }}
                    withPrice={false}
                  />
                ) : null}
                <p className="text-sm text-muted-foreground">
                  Qty {line.quantity} × {formatCents(unitCents(line))}
                </p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">{formatCents(unitCents(line) * line.quantity)}</p>
            </li>
          ))}
        </ul>
        {discountField ? <div className="mt-5 border-t border-border pt-4">{discountField}</div> : null}
        <AmountRows
          rows={rows}
          testId="checkout"
          className="mt-5 grid gap-2 border-t border-border pt-4 text-sm"
          totalClassName="mt-2"
        />
        {freeShipping ? <FreeShippingNote text={freeShipping} className="mt-4" /> : null}
        {footer ? <div className="mt-4 text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </Card>
  );
}
