import { useState } from "react";
import { cn } from "@/lib/utils";

/** Board images are 4:3; width/height reserve the space before the image arrives. */
export const BOARD_IMAGE_WIDTH = 800;
export const BOARD_IMAGE_HEIGHT = 600;

type BoardImageProps = {
  src: string;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
};

/** A 4:3 product image; a missing file shows a quiet wood-grain panel instead of a broken-image icon. */
export function BoardImage({ src, alt, className, loading = "lazy" }: BoardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cn("wood-grain flex items-center justify-center", className)}>
        <span aria-hidden="true" className="font-serif text-sm text-muted-foreground">
          Photo coming soon
        </span>
      </div>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      width={BOARD_IMAGE_WIDTH}
      height={BOARD_IMAGE_HEIGHT}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("object-cover", className)}
    />
  );
}
