import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GalleryImage } from "@shared/gallery";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateGallery } from "./use-admin-gallery";

export type SetGalleryImageActiveVariables = { id: string; isActive: boolean };

/** PATCH /api/admin/gallery/:id with {isActive}: the Activate/Deactivate toggle (SPEC §7). */
export async function setGalleryImageActive({ id, isActive }: SetGalleryImageActiveVariables): Promise<GalleryImage> {
  const res = await apiRequest("PATCH", `/api/admin/gallery/${encodeURIComponent(id)}`, { isActive });
  return (await res.json()) as GalleryImage;
}

export function useSetGalleryImageActive() {
  const queryClient = useQueryClient();
  return useMutation<GalleryImage, Error, SetGalleryImageActiveVariables>({
    mutationFn: setGalleryImageActive,
    onSuccess: async (image) => {
      toast({
        title: "Gallery image updated",
        description: image.isActive
          ? `“${image.title}” now shows on the Gallery page.`
          : `“${image.title}” is hidden from the Gallery page.`,
      });
      await invalidateGallery(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error updating gallery image", description: errorMessage(error), variant: "destructive" }),
  });
}
