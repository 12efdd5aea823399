import { useState, type CSSProperties, type ReactNode } from "react";
import { srcSetFor } from "@shared/image-variants";
import { cn } from "@/lib/utils";
import { LARGEST_PHOTO } from "@/lib/largest-photo";

type ResponsiveImageProps = {
  src: string;
  /** "" for a decorative image */
  alt: string;
  /** intrinsic size: with CSS sizing only one side, the browser keeps the ratio and reserves the space */
  width: number;
  height: number;
  /** how wide the image is shown, for choosing among the narrower copies (e.g. "(min-width: 1024px) 33vw, 100vw") */
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  /** shown instead of a broken-image icon when the file does not load; defaults to a quiet wood-grain panel */
  fallback?: ReactNode;
  /** the largest file itself, without the narrower copies (the zoomed view, enlarged) */
  largest?: boolean;
  /** the zoomed view moves and enlarges the photo with a transform */
  style?: CSSProperties;
};

/**
 * One of the shop's images with its narrower WebP copies offered through srcset/sizes (external
 * addresses are shown as they are). A file that fails to load gives way to a quiet fallback.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
  fallback,
  largest = false,
  style,
}: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    if (fallback !== undefined) return <>{fallback}</>;
    return <ImageFallback alt={alt} className={className} />;
  }

  const srcSet = largest ? undefined : srcSetFor(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      // The page's largest photo reports its paint, which starts the app (boot.ts, decision 090).
      elementtiming={fetchPriority === "high" ? LARGEST_PHOTO : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
      style={style}
    />
  );
}

/** The "Photo coming soon" wood-grain panel; a decorative image (alt "") stays hidden from screen readers. */
function ImageFallback({ alt, className }: { alt: string; className?: string }) {
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  return (
    <div {...label} className={cn("wood-grain flex items-center justify-center", className)}>
      <span aria-hidden="true" className="font-serif text-sm text-muted-foreground">
        Photo coming soon
      </span>
    </div>
  );
}
