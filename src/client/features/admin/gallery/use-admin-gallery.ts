import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { GalleryImage } from "@shared/gallery";

/** GET /api/admin/gallery: every gallery image, active or not, by display order (SPEC §7, Admin calls). */
export const ADMIN_GALLERY_KEY = ["/api/admin/gallery"] as const;
/** The storefront's gallery (active images only), refetched after each change so /gallery follows. */
export const PUBLIC_GALLERY_KEY = ["/api/gallery"] as const;

export function useAdminGallery() {
  return useQuery<GalleryImage[]>({ queryKey: ADMIN_GALLERY_KEY });
}

/** SPEC §7: after a write, the matching lists are fetched again. */
export async function invalidateGallery(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_GALLERY_KEY }),
  ]);
}
