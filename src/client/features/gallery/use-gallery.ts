import { useQuery } from "@tanstack/react-query";
// Type only: @shared/gallery carries the zod schemas, which stay out of the storefront bundle.
import type { GalleryImage } from "@shared/gallery";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/gallery: the active items in display order; the query key is the URL path, fetched by the default query function. */
export const GALLERY_KEY = ["/api/gallery"] as const;

export function useGallery() {
  return useQuery<GalleryImage[]>({ queryKey: GALLERY_KEY, meta: PUBLIC_READ });
}
