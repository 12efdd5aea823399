import { useId } from "react";
import { Link } from "wouter";
import { Plus } from "@/components/ui/icons";
import type { Product } from "@shared/product";
import { formatPrice } from "@shared/money";
import { productPath } from "@shared/routes";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useHydrated } from "@/lib/hydrated";
import { cn } from "@/lib/utils";
import { isAvailable } from "./availability";
import { BoardImage } from "./board-image";

/** 'Complete the set' shows at most this many products (the owner picks up to 4 a product). */
const MAX_SET_PRODUCTS = 4;

/**
 * The products that complete `chosen` (decision 056): the related products of each, in order, each
 * once, leaving out `chosen` themselves and anything in `exclude` (what the cart holds already), and
 * only those on sale and in stock. The cart passes its lines' products: `completeTheSetFor(lines.map((l) => l.product), catalogue)`. `catalogue` is the public one (GET /api/products: active products only).
 */
export function completeTheSetFor(
  chosen: readonly Pick<Product, "id" | "relatedIds">[],
  catalogue: readonly Product[],
  exclude: readonly string[] = [],
): Product[] {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const skip = new Set([...chosen.map((product) => product.id), ...exclude]);
  const found: Product[] = [];
  // The catalogue's own copy names the current related products (a cart line keeps an older copy).
  const relatedOf = (product: Pick<Product, "id" | "relatedIds">) =>
    byId.get(product.id)?.relatedIds ?? product.relatedIds ?? [];
  for (const id of chosen.flatMap(relatedOf)) {
    const product = byId.get(id);
    if (!product || skip.has(id) || !isAvailable(product)) continue;
    skip.add(id);
    found.push(product);
  }
  return found.slice(0, MAX_SET_PRODUCTS);
}

type CompleteTheSetProps = {
  /** What to offer, e.g. completeTheSetFor([board], catalogue); nothing renders when empty. */
  products: readonly Product[];
  /** Adds to the cart (the cart context's addItem) and says how many went in. */
  onAddToCart: (product: Product, quantity: number) => number;
  /** Its heading's level: 2 on a page, 3 inside a dialog whose title is the h2. */
  level?: 2 | 3;
  className?: string;
};

/**
 * 'Complete the set': small cards with a one-tap 'Add' that puts one of each in the cart, for a
 * board's page and the cart (decision 056).
 */
export function CompleteTheSet({ products, onAddToCart, level = 2, className }: CompleteTheSetProps) {
  const headingId = useId();
  // A tap before hydration would be lost: 'Add' waits for it, looking as it will (see ProductDetails).
  const hydrated = useHydrated();
  if (products.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  const CardHeading = level === 2 ? "h3" : "h4";
  const add = (product: Product) => {
    const added = onAddToCart(product, 1);
    toast(
      added > 0
        ? {
            title: "Added to cart",
            description: `${added} × ${product.name} added to your cart.`,
            link: { label: "View cart", href: "/cart" },
          }
        : {
            title: "Already in your cart",
            description: `Your cart already holds all the ${product.name} there are.`,
            link: { label: "View cart", href: "/cart" },
          },
    );
  };
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="font-serif text-2xl font-semibold sm:text-3xl">
        Complete the set
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">What keeps a board at its best, picked by its maker.</p>
      <ul className="mt-5 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4 lg:gap-4">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-sm min-[420px]:flex-col min-[420px]:items-stretch"
          >
            <Link
              href={productPath(product.slug)}
              tabIndex={-1}
              aria-hidden="true"
              className="block w-24 shrink-0 overflow-hidden rounded-md bg-secondary min-[420px]:w-full"
            >
              <BoardImage src={product.imageUrl} alt="" className="aspect-[4/3] w-full" sizes={SET_IMAGE_SIZES} />
            </Link>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <CardHeading className="font-serif text-base font-semibold leading-snug">
                <Link
                  href={productPath(product.slug)}
                  className="rounded-sm underline-offset-4 hover:text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {product.name}
                </Link>
              </CardHeading>
              <div className={cn("flex items-center justify-between gap-2", "min-[420px]:mt-auto")}>
                <p className="font-serif text-lg font-semibold text-primary">{formatPrice(product.price)}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="disabled:opacity-100"
                  disabled={!hydrated}
                  onClick={() => add(product)}
                  aria-label={`Add ${product.name} to cart`}
                >
                  <Plus aria-hidden="true" />
                  Add
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A quarter of the page's width from lg, half from 420 px, a thumbnail on the narrowest phones. */
const SET_IMAGE_SIZES = "(min-width: 1024px) 260px, (min-width: 420px) 45vw, 96px";
