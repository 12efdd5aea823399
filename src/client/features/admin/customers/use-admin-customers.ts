import { customerListQuerySchema } from "@shared/admin-lists";
import { adminApi } from "@shared/api/admin";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/customers: registered accounts and guests who ordered (SPEC §7, Admin calls), a page at a time. */
export const adminCustomersList = defineAdminList(adminApi.customers, customerListQuerySchema);
