import { customOrderListQuerySchema } from "@shared/admin-lists";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { defineAdminList } from "../admin-list";

/**
 * GET /api/admin/custom-orders: custom order requests not archived (SPEC §7, Admin calls), a page at a
 * time, each with its commission's money (decision 037).
 */
export const customOrdersList = defineAdminList(adminInquiriesApi.customOrders, customOrderListQuerySchema);
