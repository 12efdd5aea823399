import { Link, type RouteComponentProps } from "wouter";
import { collectionPath } from "@shared/routes";
import { Ruler } from "@/components/ui/icons";
import { Breadcrumb } from "@/components/breadcrumb";
import { useCart } from "@/features/cart/cart-context";
import { useAuth } from "@/features/auth/use-auth";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { ProductDetails } from "@/features/catalog/product-details";
import { CompleteTheSet, completeTheSetFor } from "@/features/catalog/complete-the-set";
import { useProducts } from "@/features/catalog/use-products";
import { ProductHead } from "@/features/catalog/product-head";
import { BoardReviews } from "@/features/reviews/board-reviews";
import { useBoardReviews } from "@/features/reviews/use-board-reviews";
import type { Product } from "@shared/product";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { useHydrated } from "@/lib/hydrated";
import NotFoundPage from "@/pages/not-found";

const PAGE = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8";
// A screen tall while loading and loaded alike, so the footer never moves when the board arrives.
const BACKDROP = "wood-grain min-h-[calc(100svh-4rem)]";
const PANEL = "p-5 sm:p-8 lg:p-10";

/**
 * A board's own page, /products/<slug>: what the home page's dialog shows, at an address that can be
 * shared and found. The board comes from the catalogue the shop already reads, so arriving from the
 * home page costs no request.
 */
export default function ProductPage({ params }: RouteComponentProps) {
  const { data: products, isLoading, isError, refetch, isFetching } = useProducts();
  const { addItem, ofBoard } = useCart();
  const siteContent = useSiteContent();
  const { user } = useAuth();
  // The stored cart is the browser's: the stepper counts it once the server's HTML is hydrated.
  const hydrated = useHydrated();

  if (isLoading) return <ProductPageSkeleton />;
  if (isError) {
    return (
      <div className={PAGE}>
        <LoadError message="We couldn't load this board." onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  const product = products?.find((p) => p.slug === params.slug);
  if (!product) return <NotFoundPage />;

  return (
    <div className={BACKDROP}>
      <BoardHead product={product} />
      <div className={PAGE}>
        {/* A product kept off 'Our Collection' (a care product) leads back to its own collection (decision 056). */}
        <Breadcrumb
          className="sm:mb-8"
          trail={[
            { label: "Home", href: "/" },
            product.category && !product.category.onHome
              ? { label: product.category.name, href: collectionPath(product.category.slug) }
              : { label: "Our Collection", href: "/#shop" },
          ]}
          current={product.name}
        />

        <Card elevation="raised" className={PANEL}>
          <ProductDetails
            product={product}
            onAddToCart={addItem}
            inCart={hydrated ? ofBoard(product.id) : 0}
            signedInEmail={user?.email}
            personalisedPolicy={siteText(siteContent.data).personalisedPolicy}
            variant="page"
            Title="h1"
            Description="p"
          />
        </Card>

        {/* The stars under the title lead here. */}
        <div id="reviews" className="scroll-mt-20">
          <BoardReviews productId={product.id} className="mt-10 sm:mt-12" />
        </div>

        <CompleteTheSet
          products={completeTheSetFor([product], products ?? [])}
          onAddToCart={addItem}
          className="mt-10 sm:mt-12"
        />

        <aside className="mt-8 flex flex-col items-start gap-4 rounded-lg border border-border bg-card/70 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <p className="font-serif text-lg font-semibold">Want it in another size or wood?</p>
            <p className="mt-1 text-sm text-muted-foreground">
              We build boards to order, sketched and quoted for your kitchen.
            </p>
          </div>
          <Link
            href="/custom-orders"
            className="inline-flex shrink-0 items-center gap-2 rounded-md font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Ruler className="size-4" aria-hidden="true" />
            Start a Custom Order
          </Link>
        </aside>
      </div>
    </div>
  );
}

/** The board's head, with its approved reviews' rating in its JSON-LD (decision 058). */
function BoardHead({ product }: { product: Product }) {
  const { data: reviews } = useBoardReviews(product.id);
  return <ProductHead product={product} reviews={reviews} />;
}

/** The page's shape while the catalogue loads, so nothing jumps when the board arrives. */
function ProductPageSkeleton() {
  return (
    <div className={BACKDROP}>
      <div className={PAGE} aria-busy="true">
        <p role="status" className="sr-only">
          Loading board…
        </p>
        <Skeleton surface="card" className="mb-6 h-5 w-64 max-w-full sm:mb-8" />
        <Card elevation="raised" className={PANEL}>
          <div data-testid="product-page-skeleton" className="grid gap-6 md:grid-cols-2 md:gap-x-10 lg:gap-x-14">
            <Skeleton rounded="lg" className="aspect-[4/3] w-full" />
            <div className="flex flex-col gap-5">
              <Skeleton className="h-10 w-4/5" />
              <div className="flex gap-2">
                <Skeleton className="h-6 w-28" />
                <Skeleton className="h-6 w-20" />
              </div>
              <Skeleton className="h-10 w-32" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        </Card>
      </div>
    </div>
  );
}
