import { Suspense, lazy, useId, useRef, useState, type ElementType, type ReactNode } from "react";
import { engravingPriceLabel, engravingProblem, normaliseEngraving } from "@shared/engraving";
import type { Product } from "@shared/product";
import { formatWoodComposition } from "@shared/wood";
import { isBoard } from "@shared/shapes";
import { formatCents, parseCents } from "@shared/money";
import { CARE_INSTRUCTIONS } from "@shared/care";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import { Link } from "wouter";
import { BellRing, Ruler } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { BoardRating } from "@/components/stars";
import { quantityLimit } from "@shared/checkout-rules";
import { Button, buttonVariants } from "@/components/ui/button";
import { QuantityStepper } from "@/components/quantity-stepper";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { commissionPath } from "@/lib/custom-order-prefill";
import { useHydrated } from "@/lib/hydrated";
import { AvailabilityBadge } from "./availability";
import { BackInStockForm } from "./back-in-stock-form";
import { BOARD_IMAGE_SIZES } from "./board-image";
import { ProductPhotos } from "./product-photos";
import { shapeLabel } from "./product-card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

// The engraving's field loads when a shopper asks for engraving, not with the board.
const EngravingField = lazy(() => import("./engraving-field"));

/** SPEC §5: the quantity never goes below 1. */
const MIN_QUANTITY = 1;

type TextElement = ElementType<{ className?: string; children?: ReactNode }>;

type ProductDetailsProps = {
  product: Product;
  /**
   * Adds the chosen quantity to the cart; then 'Added to cart' is toasted and the quantity goes
   * back to 1 (SPEC §4). Until the cart exists this is absent and 'Add to Cart' stays disabled.
   */
  onAddToCart?: (product: Product, quantity: number, engraving?: string) => number;
  /** The owner's policy for personalised boards, shown with the engraving field (decision 055); the built-in one until read. */
  personalisedPolicy?: string;
  /** After a board was added (the dialog closes). */
  onAdded?: () => void;
  /** How many of this board the cart already holds: the stepper stops at what is left of the stock. */
  inCart?: number;
  /** A signed-in customer's email: a sold-out board's "Email me when it's back" starts with it. */
  signedInEmail?: string;
  /** The dialog names itself with its title and description; the page uses a heading and a paragraph. */
  variant: "dialog" | "page";
  Title: TextElement;
  Description: TextElement;
  className?: string;
};

const VARIANTS = {
  dialog: {
    title: "text-2xl sm:text-3xl",
    price: "md:text-3xl",
    imageSizes: BOARD_IMAGE_SIZES.dialog,
    grid: "md:gap-8",
    // The bar spans the dialog's padding, edge to edge (see ProductDialog).
    bar: "-mx-5 px-5 sm:-mx-6 sm:px-6",
  },
  page: {
    title: "text-3xl sm:text-4xl lg:text-5xl",
    price: "md:text-4xl",
    bar: "-mx-5 px-5 sm:-mx-8 sm:px-8",
    imageSizes: BOARD_IMAGE_SIZES.page,
    grid: "md:gap-x-10 md:gap-y-8 lg:gap-x-14",
  },
} as const;

/**
 * Everything SPEC §2 asks of the product dialog: large image, wood and stock badges, price,
 * description, the facts, care instructions, quantity and 'Add to Cart'. The dialog on the home
 * page and the board's own page both show it.
 */
export function ProductDetails({
  product,
  onAddToCart,
  onAdded,
  personalisedPolicy = SITE_CONTENT_DEFAULTS.personalisedPolicy,
  inCart = 0,
  signedInEmail,
  variant,
  Title,
  Description,
  className,
}: ProductDetailsProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [engrave, setEngrave] = useState(false);
  const [engraving, setEngraving] = useState("");
  // The field says "type the text" only once 'Add to Cart' was tried without one.
  const [triedEngraving, setTriedEngraving] = useState(false);
  const engravingInput = useRef<HTMLInputElement>(null);
  const notifyInput = useRef<HTMLInputElement>(null);
  // A readable address for the back-in-stock form: the sold-out bar's link leads to it, even before hydration.
  const notifyId = `back-in-stock-${product.slug}`;
  const ids = useId();
  const quantityLabelId = `${ids}-quantity`;
  const careHeadingId = `${ids}-care`;
  const soonNoteId = `${ids}-soon`;
  const look = VARIANTS[variant];
  // Under the page's h1 or the dialog's h2 title.
  const CareHeading = variant === "page" ? "h2" : "h3";
  const cartReady = onAddToCart !== undefined;
  const canAdd = cartReady && product.inStock;
  // The server's HTML shows 'Add to Cart' as it will be, but a tap before hydration would be lost:
  // until then the button is disabled without looking it (it is a moment on a good connection).
  const hydrated = useHydrated();
  // The stepper stops at the stock (or the per-order limit), less what the cart already holds.
  const limit = quantityLimit(product.stock);
  const room = Math.max(MIN_QUANTITY, limit - inCart);
  const chosen = Math.min(quantity, room);

  const engravingText = normaliseEngraving(engraving);
  const engravingError =
    engrave && product.engraving && (engravingText || triedEngraving)
      ? engravingProblem(engravingText, product.engraving)
      : null;

  const addToCart = () => {
    if (!onAddToCart || !product.inStock) return;
    if (engrave && product.engraving && engravingProblem(engravingText, product.engraving)) {
      setTriedEngraving(true);
      engravingInput.current?.focus();
      return;
    }
    const text = engrave && product.engraving ? engravingText : undefined;
    const added = onAddToCart(product, chosen, text);
    // The toast says what really went in: never more than there are.
    toast(
      added > 0
        ? {
            title: "Added to cart",
            description: `${added} × ${product.name}${text ? `, engraved “${text}”,` : ""} added to your cart.${
              added < chosen ? ` Your cart now holds all ${limit} there ${limit === 1 ? "is" : "are"}.` : ""
            }`,
            link: { label: "View cart", href: "/cart" },
          }
        : {
            title: "Already in your cart",
            description: `Your cart already holds all ${limit} of ${product.name} there ${limit === 1 ? "is" : "are"}.`,
            link: { label: "View cart", href: "/cart" },
          },
    );
    setQuantity(MIN_QUANTITY);
    setEngraving("");
    setEngrave(false);
    setTriedEngraving(false);
    onAdded?.();
  };

  // An accessory (oil, wax, a stand) has no shape, juice groove or wood to show (decision 082).
  const board = isBoard(product);
  const details: [string, string][] = board
    ? [
        ["Dimensions", product.dimensions],
        ["Shape", shapeLabel(product.shape)],
        ["Juice groove", product.juiceGroove ? "Yes" : "No"],
        ["Wood composition", formatWoodComposition(product.woodComposition)],
      ]
    : [["Size", product.dimensions]];

  return (
    <div className={cn("grid gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr]", look.grid, className)}>
      <div className="md:col-start-1 md:row-start-1">
        <ProductPhotos product={product} sizes={look.imageSizes} priority={variant === "page"} />
      </div>

      <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
        <div className={cn("flex flex-col gap-3 md:order-1", variant === "dialog" && "md:pr-8")}>
          <Title className={cn("font-serif font-semibold", look.title)}>{product.name}</Title>
          {/* On the board's page the stars lead down to its reviews (product.tsx's #reviews). */}
          <BoardRating rating={product.rating} href={variant === "page" ? "#reviews" : undefined} />
          <div className="flex flex-wrap gap-2">
            {board ? (
              <Badge variant="secondary" weight="medium">
                {formatWoodComposition(product.woodComposition)}
              </Badge>
            ) : null}
            <AvailabilityBadge product={product} />
          </div>
        </div>

        <Description className="text-base leading-relaxed text-foreground/85 md:order-3">
          {product.description}
        </Description>

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-background p-4 text-sm md:order-4">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        {product.engraving && product.inStock ? (
          <div className="grid gap-3 rounded-lg border border-border bg-background p-4 md:order-4">
            <div className="flex min-h-6 items-center gap-3">
              {/* A tick before hydration would be lost, as a tap on 'Add to Cart' would: it waits, looking as it will. */}
              <Checkbox
                id={`${ids}-engrave`}
                disabled={!hydrated}
                className="disabled:cursor-default disabled:opacity-100"
                checked={engrave}
                onCheckedChange={(checked) => {
                  setEngrave(checked === true);
                  setTriedEngraving(false);
                }}
              />
              <Label htmlFor={`${ids}-engrave`} className="cursor-pointer">
                Add engraving{" "}
                <span className="font-normal text-muted-foreground">
                  ({engravingPriceLabel(product.engraving.price)})
                </span>
              </Label>
            </div>
            {engrave ? (
              <Suspense fallback={<div className="h-24" aria-hidden="true" />}>
                <EngravingField
                  id={`${ids}-engraving`}
                  setting={product.engraving}
                  value={engraving}
                  onChange={setEngraving}
                  error={engravingError}
                  inputRef={engravingInput}
                  policy={personalisedPolicy}
                />
              </Suspense>
            ) : null}
          </div>
        ) : null}

        {product.inStock ? null : (
          // Sold out is not a dead end (decision 060): beside 'Commission one like it', after it from md up.
          <BackInStockForm
            product={product}
            email={signedInEmail}
            Heading={CareHeading}
            id={notifyId}
            inputRef={notifyInput}
            className="scroll-mt-24 md:order-7"
          />
        )}

        {/* On a phone the price and 'Add to Cart' stay in a bar at the bottom of the dialog or the
            screen (decision 024); from md up the bar dissolves (display: contents) and its parts take
            their places in the column: the price under the title, the quantity and button last. */}
        <div
          data-testid="purchase-bar"
          className={cn(
            "sticky bottom-0 z-10 grid items-center",
            // Sold out, the price gives the rest of the row to 'Email me when it's back', which may wrap.
            product.inStock ? "grid-cols-[1fr_auto]" : "grid-cols-[auto_minmax(0,1fr)]",
            "gap-x-3 gap-y-3 border-t border-border bg-card/95 py-3 shadow-[0_-6px_16px_-10px_rgb(43_29_20/0.35)] backdrop-blur supports-[backdrop-filter]:bg-card/85 md:contents",
            look.bar,
          )}
        >
          <p className={cn("font-serif text-2xl font-semibold text-primary md:order-2", look.price)}>
            {formatCents(
              (parseCents(product.price) ?? 0) +
                (engrave && product.engraving ? (parseCents(product.engraving.price) ?? 0) : 0),
            )}
          </p>

          <div className="contents md:order-5 md:flex md:items-center md:gap-3 md:border-t md:border-border md:pt-5">
            {/* A sold-out board's bar on a phone has no quantity to choose and nothing to add: it offers
                'Email me when it's back' beside the price (the form, lower down, is focused), and the
                other way on, 'Commission one like it', under them. From md up the form is in view and
                'Add to Cart' stays, disabled (SPEC §5). */}
            {product.inStock ? null : (
              <a
                href={`#${notifyId}`}
                onClick={(event) => {
                  event.preventDefault();
                  goToBackInStock(notifyId, notifyInput.current);
                }}
                className={cn(
                  buttonVariants({ size: "lg" }),
                  "h-auto min-h-11 w-full whitespace-normal py-2 text-center leading-tight md:hidden",
                )}
              >
                <BellRing aria-hidden="true" className="max-sm:hidden" />
                Email me when it&apos;s back
              </a>
            )}
            <div className={cn("flex items-center gap-3 justify-self-end", !product.inStock && "max-md:hidden")}>
              <span id={quantityLabelId} className="sr-only text-sm font-medium sm:not-sr-only">
                Quantity
              </span>
              <QuantityStepper
                aria-labelledby={quantityLabelId}
                value={chosen}
                onChange={(next) => setQuantity(Math.min(next, room))}
                min={MIN_QUANTITY}
                increaseDisabled={chosen >= room}
                testId="quantity-value"
                outputClassName="w-10"
              />
            </div>
            <Button
              type="button"
              size="lg"
              className={cn(
                "w-full md:flex-1",
                product.inStock ? "col-span-2" : "max-md:hidden",
                canAdd && "disabled:opacity-100",
              )}
              disabled={!canAdd || !hydrated}
              onClick={addToCart}
              title={cartReady ? undefined : "The cart opens soon"}
              aria-describedby={!cartReady && product.inStock ? soonNoteId : undefined}
            >
              Add to Cart
            </Button>
          </div>

          {product.inStock ? null : (
            // Sold out is not a dead end: the custom-order form, filled in with this board's facts.
            <Link
              href={commissionPath(product)}
              className={cn(
                buttonVariants({ variant: "bare", size: "lg", weight: "semibold" }),
                "col-span-2 w-full border border-primary bg-background text-primary hover:bg-secondary hover:text-secondary-foreground md:order-6",
              )}
            >
              <Ruler aria-hidden="true" />
              Commission one like it
            </Link>
          )}
          {!cartReady && product.inStock ? (
            <p id={soonNoteId} className="col-span-2 -mt-2 text-sm text-muted-foreground md:order-6">
              The cart opens soon.
            </p>
          ) : null}
        </div>
      </div>

      <section
        aria-labelledby={careHeadingId}
        className="rounded-lg bg-secondary/60 p-4 md:col-start-1 md:row-start-2 md:self-start"
      >
        <CareHeading id={careHeadingId} className="font-serif text-lg font-semibold">
          Care instructions
        </CareHeading>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed marker:text-accent">
          {CARE_INSTRUCTIONS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The sold-out bar's "Email me when it's back": brings the back-in-stock form into view and puts the
 * cursor in its email field (or, once asked, shows the form's "Almost there").
 */
function goToBackInStock(formId: string, input: HTMLInputElement | null) {
  const target = document.getElementById(formId);
  if (!target) return;
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView?.({ block: "center", behavior: still ? "auto" : "smooth" });
  (input ?? target).focus({ preventScroll: true });
}
