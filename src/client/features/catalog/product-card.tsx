import { Link } from "wouter";
import type { Product } from "@shared/product";
import { isBoard, type ProductType } from "@shared/shapes";
import { productPath } from "@shared/routes";
import { formatWoodComposition } from "@shared/wood";
import { formatPrice } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BoardRating } from "@/components/stars";
import { cn } from "@/lib/utils";
import { LeadTime, ONE_OF_A_KIND, isAvailable } from "./availability";
import { BoardImage } from "./board-image";

export function shapeLabel(shape: string): string {
  return shape.charAt(0).toUpperCase() + shape.slice(1);
}

type BoardFactsProps = {
  product: Pick<Product, "dimensions" | "shape" | "juiceGroove"> & { productType?: ProductType };
  /** classes of the Size row, "flex gap-1.5" unless given; the cart's narrow lines let it wrap */
  sizeRowClassName?: string;
};

/** A board's size and shape, and whether it has a juice groove; an accessory's size alone (decision 082). */
export function BoardFacts({ product, sizeRowClassName }: BoardFactsProps) {
  const board = isBoard(product);
  return (
    <dl className="grid gap-1 text-sm">
      <div className={sizeRowClassName ?? "flex gap-1.5"}>
        <dt className="text-muted-foreground">Size:</dt>
        <dd>{board ? `${product.dimensions} · ${shapeLabel(product.shape)}` : product.dimensions}</dd>
      </div>
      {board ? (
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Juice groove:</dt>
          <dd>{product.juiceGroove ? "Yes" : "No"}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type ProductCardProps = {
  product: Product;
  onViewDetails: (product: Product) => void;
  className?: string;
  /** The card is at the top of its page: its picture loads at once, first (the page's largest image). */
  priority?: boolean;
};

export function ProductCard({ product, onViewDetails, className, priority = false }: ProductCardProps) {
  return (
    <article
      className={cn(
        "group flex flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-secondary">
        {/* The title's link is the one keyboards and screen readers get; the picture is a larger target for a pointer. */}
        <Link href={productPath(product.slug)} tabIndex={-1} aria-hidden="true" className="block size-full">
          <BoardImage
            src={product.imageUrl}
            alt={product.name}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            className="size-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </Link>
        {!product.inStock ? (
          <span className="absolute left-3 top-3 rounded-md bg-foreground/85 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-background">
            Sold out
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-2">
          <h3 className="font-serif text-xl font-semibold leading-snug">
            <Link
              href={productPath(product.slug)}
              className="rounded-sm underline-offset-4 hover:text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              {product.name}
            </Link>
          </h3>
          <BoardRating rating={product.rating} />
          <div className="flex flex-wrap gap-2 empty:hidden">
            {isBoard(product) ? (
              <Badge variant="secondary" weight="medium" className="w-fit">
                {formatWoodComposition(product.woodComposition)}
              </Badge>
            ) : null}
            {isAvailable(product) && product.stock === 1 ? (
              <Badge variant="instock" className="w-fit">
                {ONE_OF_A_KIND}
              </Badge>
            ) : null}
          </div>
        </div>

        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{product.description}</p>

        <BoardFacts product={product} />

        {isAvailable(product) && product.stock === null && product.leadTime ? (
          <LeadTime leadTime={product.leadTime} />
        ) : null}

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4">
          <p className="font-serif text-2xl font-semibold text-primary">{formatPrice(product.price)}</p>
          <Button variant="outline" onClick={() => onViewDetails(product)} aria-label={`View Details: ${product.name}`}>
            View Details
          </Button>
        </div>
      </div>
    </article>
  );
}
