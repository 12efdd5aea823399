import type { AdminOrder } from "@shared/orders";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
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
    <AlertDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{DELETE_ORDER_QUESTION}</AlertDialogTitle>
          <AlertDialogDescription>
            {order ? `Order #${order.id} from ${order.customerName} will be removed for good.` : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!order) return;
              remove.mutate(order.id, { onSuccess: onDeleted, onError: onClose });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
