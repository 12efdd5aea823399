import type { GalleryImage, GalleryInput } from "@shared/gallery";
import { adminContentApi } from "@shared/api/admin-content";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { GALLERY_READS } from "./use-admin-gallery";

export async function addGalleryImage(input: GalleryInput): Promise<GalleryImage> {
  return callApi(adminContentApi.addGalleryImage, { body: input });
}

export function useAddGalleryImage() {
  return useApiMutation({
    mutationFn: addGalleryImage,
    success: (image) => ({
      title: "Gallery image added",
      description: image.isActive ? `“${image.title}” now shows on the Gallery page.` : undefined,
    }),
    error: "Error adding gallery image",
    invalidate: GALLERY_READS,
  });
}
