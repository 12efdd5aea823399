import type { AdminOrder, OrderStatus } from "@shared/orders";
import { ordersApi } from "@shared/api/orders";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { useOrderChanged } from "./order-changed";
import { ORDER_READS } from "./order-reads";
import { STATUS_LABELS } from "./order-labels";

/** With Shipped, optionally how the parcel travels (decision 025); blank fields are left out. */
type UpdateOrderStatusVariables = {
  id: number;
  status: OrderStatus;
  carrier?: string;
  trackingNumber?: string;
};

/** SPEC §7: PATCH /api/admin/orders/:id/status with {status}, plus carrier and tracking number when given. */
async function updateOrderStatus({
  id,
  status,
  carrier,
  trackingNumber,
}: UpdateOrderStatusVariables): Promise<AdminOrder> {
  return callApi(ordersApi.setStatus, {
    params: { id },
    body: {
      status,
      ...(carrier ? { carrier } : {}),
      ...(trackingNumber ? { trackingNumber } : {}),
    },
  });
}

export function useUpdateOrderStatus() {
  const changed = useOrderChanged();
  return useApiMutation({
    mutationFn: updateOrderStatus,
    onSuccess: changed,
    success: (_, { id, status }) => ({
      title: "Order status updated",
      description: `Order #${id} is now ${STATUS_LABELS[status]}.`,
    }),
    error: "Error updating order status",
    invalidate: ORDER_READS,
    // Refetch after a failure too, so the select shows what the server holds.
    invalidateOnError: true,
  });
}
