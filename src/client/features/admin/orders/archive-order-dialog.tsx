import type { AdminOrder } from "@shared/orders";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={ARCHIVE_ORDER_QUESTION}
      description={order ? `Order #${order.id} from ${order.customerName}.` : null}
      confirmLabel="Archive"
      pendingLabel="Archiving..."
      pending={archive.isPending}
      // The hook toasts the outcome.
      onConfirm={() => order && archive.mutate(order.id, { onSettled: onClose })}
    />
  );
}
