import { useQuery } from "@tanstack/react-query";
import { galleryQuery } from "@/lib/queries";

/** GET /api/gallery: the active items in display order. */
export function useGallery() {
  return useQuery(galleryQuery());
}
