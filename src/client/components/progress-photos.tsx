import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type ProgressPhotosProps = {
  /** The update's photos, by address. */
  photos: string[];
  className?: string;
  /** Classes the link around each photo adds to its focus ring. */
  linkClassName?: string;
  /** The image shown for a photo: a thumbnail for the owner, a large one for the customer. */
  children: (url: string, index: number) => ReactNode;
};

/**
 * A commission's progress update's photos, each a link to the full photo in a new tab: the customer's
 * timeline and the owner's list of the updates sent. Nothing when the update has none.
 */
export function ProgressPhotos({ photos, className, linkClassName, children }: ProgressPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={className} aria-label="Photos">
      {photos.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className={cn(
              "block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              linkClassName,
            )}
          >
            {children(url, index)}
          </a>
        </li>
      ))}
    </ul>
  );
}
