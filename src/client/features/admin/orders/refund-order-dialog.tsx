import { parseOrderItems, type AdminOrder } from "@shared/orders";
import { RefundDialog } from "../refund-dialog";
import type { RestockChoice } from "../restock-field";
import { refundVia } from "./order-labels";
import { useRefundOrder } from "./use-refund-order";

type RefundOrderDialogProps = {
  /** The paid order to refund; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
};

/** The order's lines that name a board, with how many of each can still go back (the server's `restockable`). */
function restockChoices(order: AdminOrder): RestockChoice[] {
  return (parseOrderItems(order.items) ?? []).flatMap((item, line) =>
    item.productId
      ? [{ line, name: item.productName, ordered: item.quantity, left: order.restockable[line] ?? 0 }]
      : [],
  );
}

/** 'Refund' of a paid shop order (decisions 047, 070): part or all of what is left, and the boards the owner chooses back. */
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
      boards={order ? restockChoices(order) : []}
      pending={refund.isPending}
      // The hook toasts the outcome; a refused amount keeps the dialog open to try another.
      onSubmit={(input) => order && refund.mutate({ id: order.id, ...input }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
