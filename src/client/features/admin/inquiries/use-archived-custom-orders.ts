import { customOrderListQuerySchema } from "@shared/admin-lists";
import type { Inquiry } from "@shared/inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/archived-custom-orders: archived custom order requests (SPEC §7, Admin calls), a page at a time. */
export const archivedCustomOrdersList = defineAdminList<Inquiry>(
  "/api/admin/archived-custom-orders",
  customOrderListQuerySchema,
);
