import { orderListQuerySchema } from "@shared/admin-lists";
import { ordersApi } from "@shared/api/orders";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/archived-orders: archived shop orders, newest first (SPEC §7, Admin calls), a page at a time. */
export const archivedOrdersList = defineAdminList(ordersApi.archivedList, orderListQuerySchema);
