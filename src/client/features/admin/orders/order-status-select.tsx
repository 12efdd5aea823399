import { useRef, useState } from "react";
import { ORDER_STATUSES, type AdminOrder } from "@shared/orders";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isOrderStatus, PAYMENT_LABELS, statusLabel, STATUS_LABELS } from "./order-labels";
import { CUSTOMER_WILL_BE_EMAILED, ShipOrderDialog } from "./ship-order-dialog";
import { useUpdateOrderStatus } from "./use-update-order-status";

type OrderStatusSelectProps = { order: AdminOrder };

/**
 * Ordered, Shipped or Delivered, in any order (SPEC §4, Shop order status). Shipped first asks for
 * the carrier and tracking number (decision 025), after "Not paid yet: ship anyway?" for an unpaid
 * order; Delivered asks first too, since both email the customer (decision 040). Cancelling leaves
 * the status as it was. A cancelled order is done: its menu shows "Cancelled" and offers nothing.
 */
export function OrderStatusSelect({ order }: OrderStatusSelectProps) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { id, status } = order;
  // While the change is on its way, show the chosen value rather than the old one.
  const shown = update.isPending ? update.variables.status : status;

  if (order.paymentStatus === "cancelled") {
    return (
      <Select value="cancelled" disabled>
        <SelectTrigger aria-label={`Status of order #${id}`} size="sm" className="w-32 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="cancelled">{PAYMENT_LABELS.cancelled}</SelectItem>
        </SelectContent>
      </Select>
    );
  }

  return (
    <>
      <Select
        value={shown}
        disabled={update.isPending}
        onValueChange={(next) => {
          if (!isOrderStatus(next) || next === status) return;
          if (next === "shipped") setShipping(true);
          else if (next === "delivered") setDelivering(true);
          else update.mutate({ id, status: next });
        }}
      >
        <SelectTrigger ref={trigger} aria-label={`Status of order #${id}`} size="sm" className="w-32 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {/* A stored status outside the three (older data) stays visible but cannot be chosen again. */}
          {!status || isOrderStatus(status) ? null : (
            <SelectItem value={status} disabled>
              {statusLabel(status)}
            </SelectItem>
          )}
          {ORDER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ShipOrderDialog
        order={shipping ? order : null}
        pending={update.isPending}
        returnFocusTo={trigger}
        onCancel={() => setShipping(false)}
        onShip={(parcel) =>
          update.mutate({ id, status: "shipped", ...parcel }, { onSuccess: () => setShipping(false) })
        }
      />
      <ConfirmDialog
        open={delivering}
        onClose={() => setDelivering(false)}
        title={`Mark order #${id} as delivered?`}
        description={`${CUSTOMER_WILL_BE_EMAILED}: ${order.customerName} gets a thank-you with the board's care instructions.`}
        confirmLabel="Mark as delivered"
        pendingLabel="Saving..."
        pending={update.isPending}
        onConfirm={() => update.mutate({ id, status: "delivered" }, { onSettled: () => setDelivering(false) })}
      />
    </>
  );
}
