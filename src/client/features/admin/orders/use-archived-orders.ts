import { orderListQuerySchema } from "@shared/admin-lists";
import type { AdminOrder } from "@shared/orders";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/archived-orders: archived shop orders, newest first (SPEC §7, Admin calls), a page at a time. */
export const archivedOrdersList = defineAdminList<AdminOrder>("/api/admin/archived-orders", orderListQuerySchema);
