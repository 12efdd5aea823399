import type { CustomOrderUpdate, Inquiry } from "@shared/inquiries";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { CUSTOM_ORDER_READS } from "./custom-order-reads";

type UpdateCustomOrderVariables = { id: string; update: CustomOrderUpdate };

export async function updateCustomOrder({ id, update }: UpdateCustomOrderVariables): Promise<Inquiry> {
  return callApi(adminInquiriesApi.updateCustomOrder, { params: { id }, body: update });
}

/** SPEC §5, Custom order edit; the payload is checked by the caller before it is sent. */
export function useUpdateCustomOrder() {
  return useApiMutation({
    mutationFn: updateCustomOrder,
    success: (order) => ({ title: "Custom order updated", description: `The request from ${order.name} is saved.` }),
    error: "Error updating custom order",
    invalidate: CUSTOM_ORDER_READS,
  });
}
