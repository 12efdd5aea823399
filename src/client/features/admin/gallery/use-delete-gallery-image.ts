import { adminContentApi } from "@shared/api/admin-content";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { GALLERY_READS } from "./use-admin-gallery";

export async function deleteGalleryImage(id: string): Promise<void> {
  await callApi(adminContentApi.deleteGalleryImage, { params: { id } });
}

export function useDeleteGalleryImage() {
  return useApiMutation({
    mutationFn: deleteGalleryImage,
    success: "Gallery image deleted",
    error: "Error deleting gallery image",
    invalidate: GALLERY_READS,
  });
}
