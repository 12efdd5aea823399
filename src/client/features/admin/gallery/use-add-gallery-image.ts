import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GalleryImage, GalleryInput } from "@shared/gallery";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateGallery } from "./use-admin-gallery";

export async function addGalleryImage(input: GalleryInput): Promise<GalleryImage> {
  const res = await apiRequest("POST", "/api/admin/gallery", input);
  return (await res.json()) as GalleryImage;
}

export function useAddGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation<GalleryImage, Error, GalleryInput>({
    mutationFn: addGalleryImage,
    onSuccess: async (image) => {
      toast({
        title: "Gallery image added",
        description: image.isActive ? `“${image.title}” now shows on the Gallery page.` : undefined,
      });
      await invalidateGallery(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error adding gallery image", description: errorMessage(error), variant: "destructive" }),
  });
}
