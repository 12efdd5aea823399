import { useState } from "react";
import { Link } from "wouter";
import { ArrowLeft, Lock, ShoppingCart, Trash2 } from "@/components/ui/icons";
import { MAX_QUANTITY_PER_LINE } from "@shared/checkout-rules";
import { formatCents } from "@shared/money";
import { FREE_SHIPPING, freeShippingProgress, shippingCents } from "@shared/shipping";
import { formatWoodComposition } from "@shared/wood";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { QuantityStepper } from "@/components/quantity-stepper";
import { FreeShippingNote } from "@/components/free-shipping-note";
import { BOARD_IMAGE_SIZES, BoardImage } from "@/features/catalog/board-image";
import { BoardFacts } from "@/features/catalog/product-card";
import { LeadTime } from "@/features/catalog/availability";
import { useCart } from "@/features/cart/cart-context";
import { CompleteTheSet, completeTheSetFor } from "@/features/catalog/complete-the-set";
import { useProducts } from "@/features/catalog/use-products";
import { EngravedNote } from "@/components/engraved-note";
import { lineName, lineTotalCents, type CartLine } from "@/features/cart/cart-lines";
import { lineKey, unitCents } from "@/lib/cart-line";
import { useSiteContent } from "@/features/site-content/use-site-content";
import { useDiscount } from "@/features/discounts/use-discount";
import { DiscountCodeField } from "@/features/discounts/discount-code-field";
import { AmountRows } from "@/components/order-amounts";
import { amountRows } from "@shared/amount-rows";
import { collectsTax, NO_TAX, TAX_AT_CHECKOUT } from "@shared/tax";

/** "1 item", "3 items": a cart holds boards and accessories alike (decision 082). */
const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export default function CartPage() {
  const { lines, total, count, updateQuantity, removeItem, lineMax, addItem } = useCart();
  // 'Complete the set' (decision 056): what the owner pairs with the cart's products, and none it holds.
  const { data: catalogue } = useProducts();
  const suggestions = completeTheSetFor(
    lines.map((line) => line.product),
    catalogue ?? [],
  );
  // The owner's shipping rates (decision 022): the same function the server prices the order with.
  const siteContent = useSiteContent().data;
  const rates = siteContent?.shipping ?? FREE_SHIPPING;
  // The state it ships to is asked at checkout: the sales tax is worked out there (decision 064).
  const taxLater = collectsTax(siteContent?.tax ?? NO_TAX);
  const shipping = shippingCents(rates, total);
  const freeShippingHint = freeShippingProgress(rates, total);
  // One discount code, worked out by the server for these lines; it carries to the checkout (decision 059).
  const discount = useDiscount(lines);
  // The order's rows as the checkout will show them, the tax still to come (decision 067).
  const rows = amountRows(
    {
      subtotalCents: total,
      shippingCents: shipping,
      discount: discount.cents > 0 ? { code: discount.code, cents: discount.cents } : null,
      tax: taxLater ? { note: TAX_AT_CHECKOUT } : null,
    },
    { subtotal: `Subtotal (${itemCount(count)})` },
  );
  // Said to screen readers when a line disappears, since the focused button goes with it.
  const [announcement, setAnnouncement] = useState("");

  const remove = (line: CartLine) => {
    removeItem(lineKey(line));
    setAnnouncement(`${lineName(line)} removed from your cart.`);
  };

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <span className="flex size-20 items-center justify-center rounded-full bg-secondary text-accent ring-1 ring-border">
          <ShoppingCart className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">Your cart is empty</h1>
        <p className="mt-4 max-w-md text-lg leading-relaxed text-muted-foreground">
          Every board in the shop is cut, glued and oiled by hand. Find the one that belongs in your kitchen.
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link href="/">Continue Shopping</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <header className="mb-8 sm:mb-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Almost yours</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Your Cart</h1>
        <p className="mt-2 text-lg text-muted-foreground">{itemCount(count)} ready to find a new kitchen.</p>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <section aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" className="sr-only">
            Cart items
          </h2>
          <ul className="grid gap-4">
            {lines.map((line, index) => (
              <CartLineItem
                key={lineKey(line)}
                id={`cart-line-${index}`}
                line={line}
                max={lineMax(line)}
                onQuantity={(quantity) => updateQuantity(lineKey(line), quantity)}
                onRemove={() => remove(line)}
              />
            ))}
          </ul>
        </section>

        <aside aria-labelledby="cart-total-heading" className="lg:sticky lg:top-24">
          <Card elevation="raised" className="p-5 sm:p-6">
            <h2 id="cart-total-heading" className="text-2xl font-semibold">
              Summary
            </h2>
            <AmountRows
              rows={rows}
              testId="cart"
              className="mt-5 grid gap-3 text-sm"
              after={{
                shipping: freeShippingHint ? (
                  <div>
                    <dt className="sr-only">Free shipping</dt>
                    <dd>
                      <FreeShippingNote text={freeShippingHint} />
                    </dd>
                  </div>
                ) : null,
              }}
            />
            <div className="mt-5 border-t border-border pt-4">
              <DiscountCodeField discount={discount} />
            </div>
            <div className="mt-6 grid gap-3">
              <Button asChild size="lg" className="w-full">
                <Link href="/checkout">
                  <Lock aria-hidden="true" />
                  Proceed to Checkout
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link href="/">
                  <ArrowLeft aria-hidden="true" />
                  Continue Shopping
                </Link>
              </Button>
            </div>
            <p className="mt-5 text-center text-sm text-muted-foreground">
              You will enter your shipping details at checkout.
            </p>
          </Card>
        </aside>
      </div>

      <CompleteTheSet products={suggestions} onAddToCart={addItem} className="mt-12 sm:mt-16" />
    </div>
  );
}

type CartLineItemProps = {
  /** The line's heading id: the same board can have two lines (two engravings). */
  id: string;
  line: CartLine;
  max: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

function CartLineItem({ id, line, max, onQuantity, onRemove }: CartLineItemProps) {
  const { product, quantity } = line;
  const atLimit = quantity >= max;

  return (
    <li>
      <Card role="article" aria-labelledby={id} className="p-4 sm:p-5">
        <div className="flex gap-4 sm:gap-5">
          <BoardImage
            src={product.imageUrl}
            alt=""
            sizes={BOARD_IMAGE_SIZES.thumbnail}
            className="aspect-[4/3] h-fit w-24 shrink-0 rounded-md bg-secondary sm:w-40"
          />

          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 id={id} className="font-serif text-lg font-semibold leading-snug sm:text-xl">
                  {product.name}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{formatWoodComposition(product.woodComposition)}</p>
              </div>
              <Button
                type="button"
                variant="bare"
                size="icon"
                className="-mr-2 -mt-2 text-muted-foreground hover:bg-secondary hover:text-destructive"
                aria-label={`Remove ${lineName(line)}`}
                title="Remove"
                onClick={onRemove}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>

            <BoardFacts product={product} sizeRowClassName="flex flex-wrap gap-x-1.5" />
            {product.leadTime ? <LeadTime leadTime={product.leadTime} /> : null}
            {line.engraving ? (
              <EngravedNote engraving={{ text: line.engraving, price: product.engraving?.price ?? "0.00" }} />
            ) : null}
          </div>
        </div>

        {/* Full width on a phone; under the details, beside the image, from small tablets up. */}
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4 sm:ml-[11.25rem]">
          <div className="grid gap-1">
            <QuantityStepper
              aria-label={`Quantity of ${lineName(line)}`}
              className="w-fit"
              value={quantity}
              onChange={onQuantity}
              min={1}
              increaseDisabled={atLimit}
              testId="line-quantity"
              outputClassName="w-9"
            />
            {atLimit ? (
              <p className="text-xs text-muted-foreground">
                {max < MAX_QUANTITY_PER_LINE ? `Only ${max} available` : `Limit ${max} per order`}
              </p>
            ) : null}
          </div>
          <div className="text-right">
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">Unit price: </span>
              {formatCents(unitCents(line))} each
            </p>
            <p className="font-serif text-xl font-semibold tabular-nums" data-testid="line-total">
              <span className="sr-only">Line total: </span>
              {formatCents(lineTotalCents(line))}
            </p>
          </div>
        </div>
      </Card>
    </li>
  );
}
