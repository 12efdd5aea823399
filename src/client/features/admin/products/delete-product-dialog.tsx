import type { Product } from "@shared/product";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteProduct } from "./use-delete-product";

type DeleteProductDialogProps = {
  /** The product to delete; null keeps the dialog closed. */
  product: Product | null;
  onClose: () => void;
};

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onClose={onClose}
      title="Are you sure you want to delete this product?"
      description={
        product
          ? `“${product.name}” will be removed from the shop. This cannot be undone. A board that is on orders can only be archived.`
          : null
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      // The hook toasts the outcome.
      onConfirm={() => product && remove.mutate(product.id, { onSettled: onClose })}
    />
  );
}
