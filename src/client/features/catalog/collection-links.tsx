import { Link } from "wouter";
import { collectionPath } from "@shared/routes";
import { cn } from "@/lib/utils";
import { useCategories } from "./use-categories";

/** 'Shop by collection': a row of links to the collections' pages (decision 056); `current` is marked as the page. */
export function CollectionLinks({ current, className }: { current?: string; className?: string }) {
  const { data: categories } = useCategories();
  if (!categories || categories.length === 0) return null;
  return (
    <nav aria-label="Shop by collection" className={cn("flex flex-wrap items-center justify-center gap-2", className)}>
      <span className="mr-1 text-sm font-medium text-muted-foreground">Shop by collection:</span>
      {categories.map((category) => (
        <Link
          key={category.id}
          href={collectionPath(category.slug)}
          aria-current={category.slug === current ? "page" : undefined}
          className="rounded-full border border-border bg-card px-4 py-2 text-sm font-medium shadow-sm transition-colors hover:border-accent hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
        >
          {category.name}
        </Link>
      ))}
    </nav>
  );
}
