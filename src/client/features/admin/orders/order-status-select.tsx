import { ORDER_STATUSES } from "@shared/orders";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isOrderStatus, statusLabel, STATUS_LABELS } from "./order-labels";
import { useUpdateOrderStatus } from "./use-update-order-status";

type OrderStatusSelectProps = { orderId: number; status: string };

/** Ordered, Shipped or Delivered, in any order (SPEC §4, Shop order status). */
export function OrderStatusSelect({ orderId, status }: OrderStatusSelectProps) {
  const update = useUpdateOrderStatus();
  // While the change is on its way, show the chosen value rather than the old one.
  const shown = update.isPending ? update.variables.status : status;

  return (
    <Select
      value={shown}
      disabled={update.isPending}
      onValueChange={(next) => {
        if (isOrderStatus(next) && next !== status) update.mutate({ id: orderId, status: next });
      }}
    >
      <SelectTrigger aria-label={`Status of order #${orderId}`} className="h-9 w-36">
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
  );
}
