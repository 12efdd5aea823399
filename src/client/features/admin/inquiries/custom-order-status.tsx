import { CUSTOM_ORDER_STATUSES } from "@shared/inquiries";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { customOrderStatusLabel, DEFAULT_CUSTOM_ORDER_STATUS, isCustomOrderStatus } from "./custom-order-labels";
import { useUpdateCustomOrderStatus } from "./use-update-custom-order-status";

type CustomOrderStatusSelectProps = { orderId: string; name: string; status: string };

/**
 * Any of the eight statuses, in any order (SPEC §4, Custom order status). None emails the customer:
 * the balance is asked for with the commission's own button (decision 080).
 */
export function CustomOrderStatusSelect({ orderId, name, status }: CustomOrderStatusSelectProps) {
  const update = useUpdateCustomOrderStatus();
  const current = status || DEFAULT_CUSTOM_ORDER_STATUS;
  // While the change is on its way, show the chosen value rather than the old one.
  const shown = update.isPending ? update.variables.status : current;

  return (
    <>
      <Select
        value={shown}
        disabled={update.isPending}
        onValueChange={(next) => {
          if (!isCustomOrderStatus(next) || next === current) return;
          update.mutate({ id: orderId, name, status: next });
        }}
      >
        <SelectTrigger aria-label={`Status of custom order from ${name}`} size="sm" className="w-44 max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {/* A stored status outside the eight (older data) stays visible but cannot be chosen again. */}
          {isCustomOrderStatus(current) ? null : (
            <SelectItem value={current} disabled>
              {customOrderStatusLabel(current)}
            </SelectItem>
          )}
          {CUSTOM_ORDER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {customOrderStatusLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}

// Delivered reads as done, the first step as waiting on the owner, everything between as under way.
function statusVariant(status: string): BadgeProps["variant"] {
  if (status === "order delivered") return "default";
  if (status === DEFAULT_CUSTOM_ORDER_STATUS) return "secondary";
  return "outline";
}

export function CustomOrderStatusBadge({ status }: { status: string }) {
  const value = status || DEFAULT_CUSTOM_ORDER_STATUS;
  return (
    <Badge variant={statusVariant(value)} className="whitespace-nowrap">
      {customOrderStatusLabel(value)}
    </Badge>
  );
}
