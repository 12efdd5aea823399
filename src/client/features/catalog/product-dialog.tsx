import type { Product } from "@shared/product";
import { Dialog, DialogContent, DialogPlainDescription, DialogPlainTitle } from "@/components/ui/dialog";
import { CompleteTheSet, completeTheSetFor } from "./complete-the-set";
import { ProductDetails } from "./product-details";
import { ProductHead } from "./product-head";
import { useProducts } from "./use-products";

type ProductDialogProps = {
  /** the product shown; null keeps the dialog closed */
  product: Product | null;
  onClose: () => void;
  /**
   * Adds the chosen quantity to the cart. The dialog then toasts 'Added to cart' and closes (SPEC §4).
   * Until the cart exists this is absent and 'Add to Cart' stays disabled.
   */
  onAddToCart?: (product: Product, quantity: number, engraving?: string) => number;
  /** How many of each board the cart holds, so the stepper stops at the stock. */
  inCart?: (productId: string) => number;
  /** The owner's policy for personalised boards (Site Content). */
  personalisedPolicy?: string;
  /** A signed-in customer's email, for a sold-out board's "Email me when it's back". */
  signedInEmail?: string;
};

export function ProductDialog({
  product,
  onClose,
  onAddToCart,
  inCart,
  personalisedPolicy,
  signedInEmail,
}: ProductDialogProps) {
  const { data: catalogue } = useProducts();
  const set = product ? completeTheSetFor([product], catalogue ?? []) : [];
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product ? (
        <DialogContent width="4xl" spacing="none">
          {/* the address is the board's while its dialog is open: so is the title */}
          <ProductHead product={product} />
          {/* keyed so every opening starts again at quantity 1 */}
          <ProductDetails
            key={product.id}
            product={product}
            onAddToCart={onAddToCart}
            inCart={inCart?.(product.id)}
            personalisedPolicy={personalisedPolicy}
            signedInEmail={signedInEmail}
            onAdded={onClose}
            variant="dialog"
            Title={DialogPlainTitle}
            Description={DialogPlainDescription}
            className="px-5 pb-5 pt-12 sm:px-6 sm:pb-6 md:p-8"
          />
          {onAddToCart ? (
            <CompleteTheSet
              products={set}
              onAddToCart={onAddToCart}
              level={3}
              className="border-t border-border px-5 pb-6 pt-5 sm:px-6 md:px-8 md:pb-8"
            />
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
