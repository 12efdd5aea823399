import type { CustomOrderBulk, InquiryBulk } from "@shared/bulk";
import type { Inquiry } from "@shared/inquiries";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { counted } from "../bulk-bar";
import { customOrderStatusLabel } from "./custom-order-labels";
import { CUSTOM_ORDER_READS } from "./custom-order-reads";
import { generalInquiriesList } from "./use-general-inquiries";

/** POST /api/admin/custom-orders/bulk: archive the custom orders, or set their status, all or none (decision 030). */
function bulkCustomOrders(body: CustomOrderBulk): Promise<Inquiry[]> {
  return callApi(adminInquiriesApi.customOrdersBulk, { body });
}

export function useBulkCustomOrders() {
  return useApiMutation({
    mutationFn: bulkCustomOrders,
    success: (_, bulk) => {
      const many = counted(bulk.ids.length, "custom order");
      return bulk.action === "archive"
        ? { title: `${many} archived`, description: "They are now in the Archived tab." }
        : { title: "Status updated", description: `${many} set to ${customOrderStatusLabel(bulk.status)}.` };
    },
    error: "Error updating custom orders",
    invalidate: CUSTOM_ORDER_READS,
    invalidateOnError: true,
  });
}

/** POST /api/admin/inquiries/bulk: archive the general inquiries, all or none. */
function bulkInquiries(body: InquiryBulk): Promise<Inquiry[]> {
  return callApi(adminInquiriesApi.inquiriesBulk, { body });
}

export function useBulkInquiries() {
  return useApiMutation({
    mutationFn: bulkInquiries,
    success: (_, bulk) => ({
      title: `${counted(bulk.ids.length, "inquiry", "inquiries")} archived`,
      description: "They no longer show in this list.",
    }),
    error: "Error archiving inquiries",
    invalidate: [generalInquiriesList.key],
    invalidateOnError: true,
  });
}
