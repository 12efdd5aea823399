import { ResponsiveImage } from "@/components/responsive-image";
import { cn } from "@/lib/utils";

/** Board images are 4:3; width/height reserve the space before the image arrives. */
const BOARD_IMAGE_WIDTH = 800;
const BOARD_IMAGE_HEIGHT = 600;

/** Widths a board image is shown at (Tailwind breakpoints; page gutters and card gaps leave some room). */
export const BOARD_IMAGE_SIZES = {
  /** the product grid: 1 column, 2 from sm, 3 from lg inside max-w-7xl */
  card: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** the product dialog: full width on a phone, half of max-w-4xl from md */
  dialog: "(min-width: 768px) 430px, 100vw",
  /** the product page: full width on a phone, half of max-w-6xl from md */
  page: "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw",
  /** the cart line thumbnail: w-24, w-40 from sm */
  thumbnail: "(min-width: 640px) 160px, 96px",
} as const;

type BoardImageProps = {
  src: string;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** "high" for the page's largest image, so the browser fetches it first */
  fetchPriority?: "high";
  sizes?: string;
};

/** A 4:3 product image; a missing file shows a quiet wood-grain panel instead of a broken-image icon. */
export function BoardImage({
  src,
  alt,
  className,
  loading = "lazy",
  fetchPriority,
  sizes = BOARD_IMAGE_SIZES.card,
}: BoardImageProps) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={BOARD_IMAGE_WIDTH}
      height={BOARD_IMAGE_HEIGHT}
      sizes={sizes}
      loading={loading}
      fetchPriority={fetchPriority}
      className={cn("object-cover", className)}
    />
  );
}
