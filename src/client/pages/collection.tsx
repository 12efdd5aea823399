import { Link, useLocation, useSearch, type RouteComponentProps } from "wouter";
import { Breadcrumb } from "@/components/breadcrumb";
import {
  activeFilterCount,
  applyCollectionFilters,
  filtersQuery,
  parseCollectionFilters,
  sortProducts,
  woodChoices,
  type CollectionFilters,
} from "@shared/collection-filters";
import type { Product } from "@shared/product";
import { collectionPath, productPath } from "@shared/routes";
import { CollectionFiltersPanel, CollectionSortSelect } from "@/features/catalog/collection-filters";
import { CollectionHead } from "@/features/catalog/collection-head";
import { CollectionLinks } from "@/features/catalog/collection-links";
import { ProductCard } from "@/features/catalog/product-card";
import { PRODUCT_GRID } from "@/features/catalog/product-grid";
import { useCategories } from "@/features/catalog/use-categories";
import { useProducts } from "@/features/catalog/use-products";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import NotFoundPage from "@/pages/not-found";

const PAGE = "mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8";
const BACKDROP = "wood-grain min-h-[calc(100svh-4rem)]";

const countOf = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

/**
 * A collection's page, /collections/<slug> (decision 056): its products, filtered by the address's
 * query, which the server renders too; a filter change is a new address, so Back undoes it.
 */
export default function CollectionPage({ params }: RouteComponentProps) {
  const categories = useCategories();
  const products = useProducts();
  const search = useSearch();
  const [, navigate] = useLocation();

  if (categories.isLoading || products.isLoading) return <CollectionSkeleton />;
  if (categories.isError || products.isError) {
    const retry = () => void Promise.all([categories.refetch(), products.refetch()]);
    return (
      <div className={PAGE}>
        <LoadError message="We couldn't load this collection." onRetry={retry} retrying={products.isFetching} />
      </div>
    );
  }
  const category = categories.data?.find((c) => c.slug === params.slug);
  if (!category) return <NotFoundPage />;

  const inCollection = (products.data ?? []).filter((p) => p.categoryId === category.id);
  const filters = parseCollectionFilters(new URLSearchParams(search));
  const shown = sortProducts(applyCollectionFilters(inCollection, filters), filters.sort);
  const active = activeFilterCount(filters);
  const path = collectionPath(category.slug);
  const go = (next: CollectionFilters) => {
    const q = filtersQuery(next);
    const target = q ? `${path}?${q}` : path;
    // The address the page is at already is no step to go Back through: a price field that loses
    // focus as the new address replaces it (Enter, then its blur) asks for the same address again.
    if (target !== window.location.pathname + window.location.search) navigate(target);
  };
  // Clearing the filters keeps the order the shopper chose.
  const cleared = filtersQuery({ sort: filters.sort });
  const clearedPath = cleared ? `${path}?${cleared}` : path;
  const viewDetails = (product: Product) => navigate(productPath(product.slug));

  return (
    <div className={BACKDROP}>
      <CollectionHead category={category} products={inCollection} />
      <div className={PAGE}>
        <Breadcrumb trail={[{ label: "Home", href: "/" }]} current={category.name} />

        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Collection</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{category.name}</h1>
          {category.description ? (
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{category.description}</p>
          ) : null}
        </header>
        <CollectionLinks current={category.slug} className="mt-6 justify-start" />

        <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
          <aside aria-label="Filter the collection" className="lg:sticky lg:top-20 lg:self-start">
            <CollectionFiltersPanel filters={filters} woods={woodChoices(inCollection)} onChange={go} active={active} />
          </aside>
          <div>
            {/* The cards' names are h3: this heading keeps the outline in order under the page's h1. */}
            <h2 className="sr-only">Products in {category.name}</h2>
            <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
              <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="collection-count">
                {active > 0 ? `${countOf(shown.length)} of ${inCollection.length}` : countOf(shown.length)}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {active > 0 ? (
                  <Button variant="ghost" size="sm" onClick={() => navigate(clearedPath)}>
                    Clear filters
                  </Button>
                ) : null}
                <CollectionSortSelect sort={filters.sort} onChange={(sort) => go({ ...filters, sort })} />
              </div>
            </div>
            {shown.length > 0 ? (
              <ul className={PRODUCT_GRID} aria-label={category.name}>
                {shown.map((product, i) => (
                  <li key={product.id} className="flex">
                    {/* The first card's picture is the page's largest image on a phone (decision 057). */}
                    <ProductCard product={product} onViewDetails={viewDetails} className="w-full" priority={i === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="rounded-lg border border-dashed border-input/60 bg-card px-6 py-12 text-center">
                <p className="font-serif text-xl font-semibold">
                  {active > 0 ? "Nothing matches these filters" : "Nothing here yet. Check back soon!"}
                </p>
                <p className="mt-2 text-sm text-muted-foreground">
                  {active > 0 ? "Try another wood, size or price, or " : "Looking for something specific? "}
                  {active > 0 ? (
                    <Link
                      href={clearedPath}
                      className="font-medium text-accent underline underline-offset-4 hover:no-underline"
                    >
                      clear the filters
                    </Link>
                  ) : (
                    <Link
                      href="/custom-orders"
                      className="font-medium text-accent underline underline-offset-4 hover:no-underline"
                    >
                      ask us for a custom board
                    </Link>
                  )}
                  .
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function CollectionSkeleton() {
  return (
    <div className={BACKDROP}>
      <div className={PAGE} aria-busy="true">
        <p role="status" className="sr-only">
          Loading collection…
        </p>
        <Skeleton surface="card" className="mb-6 h-5 w-48" />
        <Skeleton surface="card" className="h-12 w-2/3" />
        <Skeleton surface="card" className="mt-4 h-6 w-full max-w-2xl" />
        <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_1fr]">
          <Skeleton surface="card" className="h-10 w-full lg:h-96" />
          <div className={PRODUCT_GRID}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} surface="card" className="h-96 w-full" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
