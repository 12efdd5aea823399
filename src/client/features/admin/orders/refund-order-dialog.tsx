import type { AdminOrder } from "@shared/orders";
import { RefundDialog } from "../refund-dialog";
import { refundVia } from "./order-labels";
import { useRefundOrder } from "./use-refund-order";

type RefundOrderDialogProps = {
  /** The paid order to refund; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
};

/** 'Refund' of a paid shop order (decision 047): part or all of what is left, and its boards back if asked. */
export function RefundOrderDialog({ order, onClose }: RefundOrderDialogProps) {
  const refund = useRefundOrder();
  return (
    <RefundDialog
      open={order !== null}
      title={`Refund order #${order?.id ?? ""}`}
      idPrefix={`refund-order-${order?.id ?? ""}`}
      paid={order?.total ?? "0.00"}
      refundable={order?.refundable ?? "0.00"}
      via={order ? refundVia(order) : "manual"}
      restock={order?.refunds.some((r) => r.restocked) ? "done" : "offer"}
      pending={refund.isPending}
      // The hook toasts the outcome; a refused amount keeps the dialog open to try another.
      onSubmit={(input) => order && refund.mutate({ id: order.id, ...input }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
