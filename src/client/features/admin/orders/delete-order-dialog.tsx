import type { AdminOrder } from "@shared/orders";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DELETE_ORDER_QUESTION } from "./order-labels";
import { useDeleteOrder } from "./use-delete-order";

type DeleteOrderDialogProps = {
  /** The archived order to delete; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteOrderDialog({ order, onClose, onDeleted }: DeleteOrderDialogProps) {
  const remove = useDeleteOrder();
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={DELETE_ORDER_QUESTION}
      description={order ? `Order #${order.id} from ${order.customerName} will be removed for good.` : null}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => order && remove.mutate(order.id, { onSuccess: onDeleted, onError: onClose })}
    />
  );
}
