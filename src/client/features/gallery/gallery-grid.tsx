import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Ruler } from "@/components/ui/icons";
import type { GalleryImage } from "@shared/gallery";
import { Badge } from "@/components/ui/badge";
import { ResponsiveImage } from "@/components/responsive-image";
import { commissionPath } from "@/lib/custom-order-prefill";
import { cn } from "@/lib/utils";
import { useGallery } from "./use-gallery";
import { LoadError } from "@/components/load-error";

// The zoomed view loads only when a shopper opens a picture.
const PhotoViewer = lazy(() => import("@/components/photo-viewer"));

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

/** A piece's shape and groove, as far as the owner gave them. */
function detailsOf(item: GalleryImage): string[] {
  return [
    item.shape ? SHAPE_LABELS[item.shape] : null,
    item.juiceGroove === null ? null : item.juiceGroove ? "Juice groove" : "No juice groove",
  ].filter((detail): detail is string => detail !== null);
}

/** The custom-order form, filled in from a piece: its title, shape and groove. */
const commissionLike = (item: GalleryImage) =>
  commissionPath({ name: item.title, shape: item.shape, juiceGroove: item.juiceGroove });

function GalleryCard({ item, eager }: { item: GalleryImage; eager: boolean }) {
  const details = detailsOf(item);
  const [open, setOpen] = useState(false);

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block aspect-[4/3] cursor-zoom-in overflow-hidden bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        <span className="sr-only">Enlarge: </span>
        <ResponsiveImage
          src={item.imageUrl}
          alt={item.title}
          width={1200}
          height={900}
          sizes={GALLERY_IMAGE_SIZES}
          loading={eager ? "eager" : "lazy"}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </button>
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
        <CommissionLink item={item} className="text-accent" />
      </div>
      {open ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={[{ url: item.imageUrl, alt: item.title }]}
            startIndex={0}
            title={item.title}
            onClose={() => setOpen(false)}
            caption={
              <div className="grid gap-2">
                {item.description ? <p className="leading-relaxed opacity-90">{item.description}</p> : null}
                {details.length > 0 ? <p className="opacity-80">{details.join(" · ")}</p> : null}
                <CommissionLink item={item} className="text-[rgb(240_200_160)]" />
              </div>
            }
          />
        </Suspense>
      ) : null}
    </article>
  );
}

function CommissionLink({ item, className }: { item: GalleryImage; className: string }) {
  return (
    <Link
      href={commissionLike(item)}
      className={cn(
        "inline-flex items-center gap-1.5 self-start py-1 text-sm font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      <Ruler className="size-4" aria-hidden="true" />
      Commission one like this
    </Link>
  );
}
