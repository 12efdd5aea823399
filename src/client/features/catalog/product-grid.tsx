import { Link } from "wouter";
import type { Product } from "@shared/product";
import { Skeleton } from "@/components/ui/skeleton";
import { ProductCard } from "./product-card";
import { useProducts } from "./use-products";
import { LoadError } from "@/components/load-error";

/** SPEC §9: the shop shows 6 placeholders while loading. */
export const PRODUCT_SKELETON_COUNT = 6;

export const PRODUCT_GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";

type ProductGridProps = {
  onViewDetails: (product: Product) => void;
  /** Which of the catalogue's products it shows (all when absent). */
  select?: (product: Product) => boolean;
};

export function ProductGrid({ onViewDetails, select }: ProductGridProps) {
  const { data: catalogue, isLoading, isError, refetch, isFetching } = useProducts();
  const products = select ? catalogue?.filter(select) : catalogue;

  if (isLoading) {
    return (
      <div className={PRODUCT_GRID} aria-busy="true">
        <p role="status" className="sr-only">
          Loading boards…
        </p>
        {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError) {
    return <LoadError message="We couldn't load our boards." onRetry={() => void refetch()} retrying={isFetching} />;
  }

  if (!products || products.length === 0) {
    return (
      <div className="mx-auto max-w-md rounded-lg border border-dashed border-input/60 bg-card px-6 py-12 text-center">
        <p className="font-serif text-xl font-semibold">No boards available right now. Check back soon!</p>
        <p className="mt-2 text-sm text-muted-foreground">
          New boards leave the workshop every few weeks. Looking for something specific?{" "}
          <Link
            href="/custom-orders"
            className="font-medium text-accent underline underline-offset-4 hover:no-underline"
          >
            Ask us for a custom board
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <ul className={PRODUCT_GRID} aria-label="Cutting boards">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} onViewDetails={onViewDetails} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

function ProductCardSkeleton() {
  return (
    <div data-testid="product-skeleton" className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
      <Skeleton rounded="none" className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="mt-2 flex items-center justify-between border-t border-border pt-4">
          <Skeleton className="h-7 w-20" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
    </div>
  );
}
