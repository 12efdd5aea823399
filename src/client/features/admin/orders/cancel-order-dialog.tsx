import type { AdminOrder } from "@shared/orders";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CANCEL_ORDER_QUESTION } from "./order-labels";
import { useCancelOrder } from "./use-cancel-order";

type CancelOrderDialogProps = {
  /** The unpaid order to cancel; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
};

export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={CANCEL_ORDER_QUESTION}
      description={
        order
          ? `Order #${order.id} from ${order.customerName} will be marked cancelled${
              order.stripePaymentIntentId ? " and its card payment stopped" : ""
            }. This cannot be undone.`
          : null
      }
      confirmLabel="Cancel Order"
      dismissLabel="Keep Order"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      destructive
      // The hook toasts the outcome.
      onConfirm={() => order && cancel.mutate(order.id, { onSettled: onClose })}
    />
  );
}
