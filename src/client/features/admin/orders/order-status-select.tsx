import { useRef, useState } from "react";
import { ORDER_STATUSES, type AdminOrder } from "@shared/orders";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isOrderStatus, statusLabel, STATUS_LABELS } from "./order-labels";
import { ShipOrderDialog } from "./ship-order-dialog";
import { useUpdateOrderStatus } from "./use-update-order-status";

type OrderStatusSelectProps = { order: AdminOrder };

/**
 * Ordered, Shipped or Delivered, in any order (SPEC §4, Shop order status). Shipped first asks for
 * the carrier and tracking number (decision 025); cancelling that leaves the status as it was.
 */
export function OrderStatusSelect({ order }: OrderStatusSelectProps) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { id, status } = order;
  // While the change is on its way, show the chosen value rather than the old one.
  const shown = update.isPending ? update.variables.status : status;

  return (
    <>
      <Select
        value={shown}
        disabled={update.isPending}
        onValueChange={(next) => {
          if (!isOrderStatus(next) || next === status) return;
          if (next === "shipped") setShipping(true);
          else update.mutate({ id, status: next });
        }}
      >
        <SelectTrigger ref={trigger} aria-label={`Status of order #${id}`} className="h-9 w-32 max-w-full">
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
    </>
  );
}
