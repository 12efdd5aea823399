import { orderListQuerySchema } from "@shared/admin-lists";
import { ordersApi } from "@shared/api/orders";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/orders: shop orders not archived, newest first (SPEC §7, Admin calls), a page at a time. */
export const adminOrdersList = defineAdminList(ordersApi.list, orderListQuerySchema);
