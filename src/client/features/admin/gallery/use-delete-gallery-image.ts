import { apiRequest } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { GALLERY_READS } from "./use-admin-gallery";

export async function deleteGalleryImage(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/gallery/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryImage() {
  return useApiMutation({
    mutationFn: deleteGalleryImage,
    success: "Gallery image deleted",
    error: "Error deleting gallery image",
    invalidate: GALLERY_READS,
  });
}
