import type { GalleryImage } from "@shared/gallery";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DELETE_GALLERY_IMAGE_QUESTION } from "./gallery-form";
import { useDeleteGalleryImage } from "./use-delete-gallery-image";

type DeleteGalleryImageDialogProps = {
  /** The image to delete; null keeps the dialog closed. */
  image: GalleryImage | null;
  onClose: () => void;
};

export function DeleteGalleryImageDialog({ image, onClose }: DeleteGalleryImageDialogProps) {
  const remove = useDeleteGalleryImage();
  return (
    <ConfirmDialog
      open={image !== null}
      onClose={onClose}
      title={DELETE_GALLERY_IMAGE_QUESTION}
      description={image ? `“${image.title}” will be removed from the Gallery page. This cannot be undone.` : null}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      // The hook toasts the outcome.
      onConfirm={() => image && remove.mutate(image.id, { onSettled: onClose })}
    />
  );
}
