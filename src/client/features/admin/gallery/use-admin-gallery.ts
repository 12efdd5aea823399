import type { AnswerOf } from "@shared/api/contract";
import { adminContentApi } from "@shared/api/admin-content";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { galleryQuery } from "@/lib/queries";

/** GET /api/admin/gallery: every gallery image, active or not, by display order (SPEC §7, Admin calls). */
const adminGalleryQuery = () =>
  queryOptions<AnswerOf<typeof adminContentApi.gallery>>({ queryKey: queryKeyOf(adminContentApi.gallery) });

export function useAdminGallery() {
  return useQuery(adminGalleryQuery());
}

/** SPEC §7: after a write, the matching lists are fetched again; the storefront's too, so /gallery follows. */
export const GALLERY_READS = [adminGalleryQuery().queryKey, galleryQuery().queryKey];
