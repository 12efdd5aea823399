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
import { ARCHIVE_ORDER_QUESTION } from "./order-labels";
import { useArchiveOrder } from "./use-archive-order";

type ArchiveOrderDialogProps = {
  /** The order to archive; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
};

export function ArchiveOrderDialog({ order, onClose }: ArchiveOrderDialogProps) {
  const archive = useArchiveOrder();

  return (
    <AlertDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !archive.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{ARCHIVE_ORDER_QUESTION}</AlertDialogTitle>
          <AlertDialogDescription>
            {order ? `Order #${order.id} from ${order.customerName}.` : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={archive.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={archive.isPending}
            onClick={(event) => {
              // Stay open while the request runs; the hook toasts the outcome.
              event.preventDefault();
              if (order) archive.mutate(order.id, { onSettled: onClose });
            }}
          >
            {archive.isPending ? "Archiving..." : "Archive"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
