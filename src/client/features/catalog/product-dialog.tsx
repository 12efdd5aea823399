import { useState } from "react";
import type { Product } from "@shared/product";
import { formatWoodComposition } from "@shared/wood";
import { formatPrice } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QuantityStepper } from "@/components/quantity-stepper";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { BOARD_IMAGE_SIZES, BoardImage } from "./board-image";
import { shapeLabel } from "./product-card";

export const CARE_INSTRUCTIONS = [
  "Hand wash with mild soap and warm water",
  "Dry immediately",
  "Oil regularly with food-safe mineral oil",
  "Never soak or put in the dishwasher",
] as const;

/** SPEC §5: the dialog quantity never goes below 1. */
export const MIN_QUANTITY = 1;

type ProductDialogProps = {
  /** the product shown; null keeps the dialog closed */
  product: Product | null;
  onClose: () => void;
  /**
   * Adds the chosen quantity to the cart. The dialog then toasts 'Added to cart' and closes (SPEC §4).
   * Until the cart exists this is absent and 'Add to Cart' stays disabled.
   */
  onAddToCart?: (product: Product, quantity: number) => void;
};

export function ProductDialog({ product, onClose, onAddToCart }: ProductDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product ? (
        <DialogContent className="max-w-4xl gap-0 p-0">
          {/* keyed so every opening starts again at quantity 1 */}
          <ProductDetails key={product.id} product={product} onClose={onClose} onAddToCart={onAddToCart} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProductDetails({ product, onClose, onAddToCart }: Required<Pick<ProductDialogProps, "onClose">> & {
  product: Product;
  onAddToCart?: ProductDialogProps["onAddToCart"];
}) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const cartReady = onAddToCart !== undefined;
  const canAdd = cartReady && product.inStock;

  const addToCart = () => {
    if (!onAddToCart || !product.inStock) return;
    onAddToCart(product, quantity);
    toast({ title: "Added to cart", description: `${quantity} × ${product.name} added to your cart.` });
    setQuantity(MIN_QUANTITY);
    onClose();
  };

  const details: [string, string][] = [
    ["Dimensions", product.dimensions],
    ["Shape", shapeLabel(product.shape)],
    ["Juice groove", product.juiceGroove ? "Yes" : "No"],
    ["Wood composition", formatWoodComposition(product.woodComposition)],
  ];

  return (
    <div className="grid gap-6 px-5 pb-5 pt-12 sm:px-6 sm:pb-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-8 md:p-8">
      <div className="md:col-start-1 md:row-start-1">
        <BoardImage
          src={product.imageUrl}
          alt={product.name}
          loading="eager"
          sizes={BOARD_IMAGE_SIZES.dialog}
          className="aspect-[4/3] w-full rounded-lg bg-secondary shadow-sm"
        />
      </div>

      <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
        <div className="flex flex-col gap-3 md:pr-8">
          <DialogTitle className="text-2xl sm:text-3xl">{product.name}</DialogTitle>
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary" className="font-medium">
              {formatWoodComposition(product.woodComposition)}
            </Badge>
            {product.inStock ? (
              <Badge variant="instock">In Stock</Badge>
            ) : (
              <Badge variant="destructive">Out of Stock</Badge>
            )}
          </div>
        </div>

        <p className="font-serif text-3xl font-semibold text-primary">{formatPrice(product.price)}</p>

        <DialogDescription className="text-base leading-relaxed text-foreground/85">
          {product.description}
        </DialogDescription>

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-background p-4 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center">
          <div className="flex items-center gap-3">
            <span id="quantity-label" className="text-sm font-medium">
              Quantity
            </span>
            <QuantityStepper
              aria-labelledby="quantity-label"
              value={quantity}
              onChange={setQuantity}
              min={MIN_QUANTITY}
              testId="quantity-value"
              outputClassName="w-10"
            />
          </div>
          <Button
            type="button"
            size="lg"
            className="w-full sm:flex-1"
            disabled={!canAdd}
            onClick={addToCart}
            title={cartReady ? undefined : "The cart opens soon"}
            aria-describedby={!cartReady && product.inStock ? "cart-soon-note" : undefined}
          >
            Add to Cart
          </Button>
        </div>
        {!cartReady && product.inStock ? (
          <p id="cart-soon-note" className="-mt-2 text-sm text-muted-foreground">
            The cart opens soon.
          </p>
        ) : null}
      </div>

      <section aria-labelledby="care-heading" className="rounded-lg bg-secondary/60 p-4 md:col-start-1 md:row-start-2 md:self-start">
        <h3 id="care-heading" className="font-serif text-lg font-semibold">
          Care instructions
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed marker:text-accent">
          {CARE_INSTRUCTIONS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
