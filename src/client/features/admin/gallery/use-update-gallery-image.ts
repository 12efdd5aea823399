import type { GalleryImage } from "@shared/gallery";
import { adminContentApi } from "@shared/api/admin-content";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { GALLERY_READS } from "./use-admin-gallery";

type SetGalleryImageActiveVariables = { id: string; isActive: boolean };

/** PATCH /api/admin/gallery/:id with {isActive}: the Activate/Deactivate toggle (SPEC §7). */
async function setGalleryImageActive({ id, isActive }: SetGalleryImageActiveVariables): Promise<GalleryImage> {
  return callApi(adminContentApi.updateGalleryImage, { params: { id }, body: { isActive } });
}

export function useSetGalleryImageActive() {
  return useApiMutation({
    mutationFn: setGalleryImageActive,
    success: (image) => ({
      title: "Gallery image updated",
      description: image.isActive
        ? `“${image.title}” now shows on the Gallery page.`
        : `“${image.title}” is hidden from the Gallery page.`,
    }),
    error: "Error updating gallery image",
    invalidate: GALLERY_READS,
  });
}
