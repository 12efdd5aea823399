import { customOrderListQuerySchema } from "@shared/admin-lists";
import type { Inquiry } from "@shared/inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/custom-orders: custom order requests not archived (SPEC §7, Admin calls), a page at a time. */
export const customOrdersList = defineAdminList<Inquiry>("/api/admin/custom-orders", customOrderListQuerySchema);
