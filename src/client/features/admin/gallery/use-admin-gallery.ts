import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GalleryImage } from "@shared/gallery";
import { galleryQuery } from "@/lib/queries";

/** GET /api/admin/gallery: every gallery image, active or not, by display order (SPEC §7, Admin calls). */
const adminGalleryQuery = () => queryOptions<GalleryImage[]>({ queryKey: ["/api/admin/gallery"] });

export function useAdminGallery() {
  return useQuery(adminGalleryQuery());
}

/** SPEC §7: after a write, the matching lists are fetched again; the storefront's too, so /gallery follows. */
export const GALLERY_READS = [adminGalleryQuery().queryKey, galleryQuery().queryKey];
