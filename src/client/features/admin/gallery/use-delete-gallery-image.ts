import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateGallery } from "./use-admin-gallery";

export async function deleteGalleryImage(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/gallery/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: deleteGalleryImage,
    onSuccess: async () => {
      toast({ title: "Gallery image deleted" });
      await invalidateGallery(queryClient);
    },
    onError: (error) =>
      toast({ title: "Error deleting gallery image", description: errorMessage(error), variant: "destructive" }),
  });
}
