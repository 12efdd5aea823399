import type { GalleryImage, GalleryInput } from "@shared/gallery";
import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { GALLERY_READS } from "./use-admin-gallery";

export async function addGalleryImage(input: GalleryInput): Promise<GalleryImage> {
  return apiJson<GalleryImage>("POST", "/api/admin/gallery", input);
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
