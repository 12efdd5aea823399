import type { CustomOrderStatus } from "@shared/inquiries";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { customOrderStatusLabel } from "./custom-order-labels";
import { CUSTOM_ORDER_READS } from "./custom-order-reads";

type UpdateCustomOrderStatusVariables = { id: string; name: string; status: CustomOrderStatus };

async function updateCustomOrderStatus({ id, status }: UpdateCustomOrderStatusVariables): Promise<void> {
  await callApi(adminInquiriesApi.setCustomOrderStatus, { params: { id }, body: { status } });
}

export function useUpdateCustomOrderStatus() {
  return useApiMutation({
    mutationFn: updateCustomOrderStatus,
    success: (_, { name, status }) => ({
      title: "Custom order status updated",
      description: `The order from ${name} is now ${customOrderStatusLabel(status)}.`,
    }),
    error: "Error updating custom order status",
    invalidate: CUSTOM_ORDER_READS,
    // Refetch after a failure too, so the select shows what the server holds.
    invalidateOnError: true,
  });
}
