import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { CUSTOM_ORDER_READS } from "./custom-order-reads";

export async function archiveCustomOrder(id: string): Promise<void> {
  await callApi(adminInquiriesApi.archiveCustomOrder, { params: { id } });
}

export function useArchiveCustomOrder() {
  return useApiMutation({
    mutationFn: archiveCustomOrder,
    success: { title: "Custom order archived", description: "It is now in the Archived tab." },
    error: "Error archiving custom order",
    invalidate: CUSTOM_ORDER_READS,
  });
}
