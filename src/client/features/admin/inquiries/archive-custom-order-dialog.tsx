import type { Inquiry } from "@shared/inquiries";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ARCHIVE_CUSTOM_ORDER_QUESTION } from "./custom-order-labels";
import { useArchiveCustomOrder } from "./use-archive-custom-order";

type ArchiveCustomOrderDialogProps = {
  /** The custom order to archive; null keeps the dialog closed. */
  order: Inquiry | null;
  onClose: () => void;
};

export function ArchiveCustomOrderDialog({ order, onClose }: ArchiveCustomOrderDialogProps) {
  const archive = useArchiveCustomOrder();
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={ARCHIVE_CUSTOM_ORDER_QUESTION}
      description={order ? `The request from ${order.name} (${order.email}).` : null}
      confirmLabel="Archive"
      pendingLabel="Archiving..."
      pending={archive.isPending}
      // The hook toasts the outcome.
      onConfirm={() => order && archive.mutate(order.id, { onSettled: onClose })}
    />
  );
}
