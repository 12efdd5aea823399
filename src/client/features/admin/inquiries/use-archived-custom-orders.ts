import { customOrderListQuerySchema } from "@shared/admin-lists";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/archived-custom-orders: archived custom order requests (SPEC §7, Admin calls), a page at a time. */
export const archivedCustomOrdersList = defineAdminList(
  adminInquiriesApi.archivedCustomOrders,
  customOrderListQuerySchema,
);
