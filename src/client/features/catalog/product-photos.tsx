import { lazy, Suspense, useRef, useState } from "react";
import { photoAlt } from "@shared/photo-alt";
import type { Product } from "@shared/product";
import { ResponsiveImage } from "@/components/responsive-image";
import { scrollToPhoto, shownPhoto } from "@/lib/photo-strip";
import { usePageLoaded } from "@/lib/hydrated";
import { cn } from "@/lib/utils";
import { BoardImage } from "./board-image";

// The zoomed view loads only when a shopper opens it.
const PhotoViewer = lazy(() => import("@/components/photo-viewer"));

type ProductPhotosProps = {
  product: Pick<Product, "name" | "images">;
  /** The main photo's `sizes` (BOARD_IMAGE_SIZES). */
  sizes: string;
  /** The page's largest image: fetched first. */
  priority: boolean;
};

/**
 * A board's photos: the main photo, swiped sideways on a phone, with thumbnails under it that show
 * each photo; a tap or click opens the zoomed view. Only the first photo loads with the page; the
 * others and the thumbnails once it has loaded (or when the shopper reaches for them), each lazily (decision 053).
 */
export function ProductPhotos({ product, sizes, priority }: ProductPhotosProps) {
  const photos = product.images.map((image, i) => ({ url: image.url, alt: photoAlt(product, i) }));
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const many = photos.length > 1;
  // The other photos and the thumbnails come once the page has loaded, or at once when touched.
  const loaded = usePageLoaded();
  const [touched, setTouched] = useState(false);
  const showAll = loaded || touched;

  const show = (next: number) => {
    setIndex(next);
    scrollToPhoto(strip.current, next);
  };

  return (
    <div className="grid gap-3">
      <div className="relative">
        <div
          ref={strip}
          data-testid="product-photos"
          className="no-scrollbar relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg bg-secondary shadow-sm"
          onScroll={(event) => setIndex(shownPhoto(event.currentTarget))}
          onPointerDown={() => setTouched(true)}
          onFocus={() => setTouched(true)}
        >
          {photos.map((photo, i) => (
            <button
              key={photo.url}
              type="button"
              className="w-full shrink-0 snap-center cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              onClick={() => setZoomed(i)}
            >
              <span className="sr-only">
                {many ? `Enlarge photo ${i + 1} of ${photos.length}: ` : "Enlarge photo: "}
              </span>
              {i === 0 || showAll ? (
                <BoardImage
                  src={photo.url}
                  alt={photo.alt}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 && priority ? "high" : undefined}
                  sizes={sizes}
                  className="aspect-[4/3] w-full"
                />
              ) : (
                <span aria-hidden="true" className="wood-grain block aspect-[4/3] w-full" />
              )}
            </button>
          ))}
        </div>
        {many ? (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute bottom-2 right-2 rounded-full bg-foreground/70 px-2.5 py-0.5 text-xs font-medium tabular-nums text-background"
          >
            {index + 1} / {photos.length}
          </p>
        ) : null}
      </div>

      {many ? (
        <ul
          className="relative flex gap-2 overflow-x-auto pb-1"
          aria-label="Photos"
          onPointerDown={() => setTouched(true)}
          onFocus={() => setTouched(true)}
        >
          {photos.map((photo, i) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${photos.length}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => show(i)}
                className={cn(
                  "block overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  i === index ? "border-primary" : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                {showAll ? (
                  <ResponsiveImage
                    src={photo.url}
                    alt=""
                    width={80}
                    height={60}
                    sizes="80px"
                    className="h-12 w-16 object-cover sm:h-15 sm:w-20"
                  />
                ) : (
                  <span className="wood-grain block h-12 w-16 sm:h-15 sm:w-20" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {zoomed === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            startIndex={zoomed}
            title={`Photos of ${product.name}`}
            onClose={() => {
              setZoomed(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
