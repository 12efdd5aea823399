import { Link } from "wouter";
import type { GalleryImage } from "@shared/gallery";
import { Badge } from "@/components/ui/badge";
import { ResponsiveImage } from "@/components/responsive-image";
import { useGallery } from "./use-gallery";
import { LoadError } from "@/components/load-error";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";
/** The grid's image widths: 1 column, 2 from sm, 3 from lg inside max-w-7xl. */
const GALLERY_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

const SHAPE_LABELS: Record<NonNullable<GalleryImage["shape"]>, string> = {
  rectangle: "Rectangle",
  square: "Square",
  custom: "Custom shape",
};

/** The gallery's items in the order the server gives, or what to show while there are none to show. */
export function GalleryGrid() {
  const { data: items, isLoading, isError, refetch, isFetching } = useGallery();

  if (isLoading) {
    return (
      // A screen tall, so what follows waits below the fold instead of moving when the grid arrives.
      <p role="status" className="min-h-svh py-16 text-center font-serif text-xl text-muted-foreground">
        Loading gallery...
      </p>
    );
  }

  if (isError) {
    return <LoadError message="We couldn't load the gallery." onRetry={() => void refetch()} retrying={isFetching} />;
  }

  if (!items || items.length === 0) {
    return (
      <div className="wood-grain mx-auto max-w-xl rounded-lg border border-dashed border-input/60 px-6 py-14 text-center">
        <h3 className="text-2xl font-semibold">Gallery Coming Soon</h3>
        <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
          We are photographing our latest commissions, so check back soon. Already have a board in mind?{" "}
          <Link
            href="/custom-orders"
            className="font-medium text-accent underline underline-offset-4 hover:no-underline"
          >
            Tell us about it
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <ul className={GRID} aria-label="Custom boards we have made">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          {/* the first row is likely on screen when the page opens */}
          <GalleryCard item={item} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

function GalleryCard({ item, eager }: { item: GalleryImage; eager: boolean }) {
  const details = [
    item.shape ? SHAPE_LABELS[item.shape] : null,
    item.juiceGroove === null ? null : item.juiceGroove ? "Juice groove" : "No juice groove",
  ].filter((detail): detail is string => detail !== null);

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <div className="aspect-[4/3] overflow-hidden bg-secondary">
        <ResponsiveImage
          src={item.imageUrl}
          alt={item.title}
          width={1200}
          height={900}
          sizes={GALLERY_IMAGE_SIZES}
          loading={eager ? "eager" : "lazy"}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-semibold leading-snug">{item.title}</h3>
        {item.description ? <p className="text-sm leading-relaxed text-muted-foreground">{item.description}</p> : null}
        {details.length > 0 ? (
          <ul aria-label="Details" className="mt-auto flex flex-wrap gap-2 pt-1">
            {details.map((detail) => (
              <li key={detail}>
                <Badge variant="secondary" weight="medium">
                  {detail}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
