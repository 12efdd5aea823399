import { customerListQuerySchema } from "@shared/admin-lists";
import type { Customer } from "@shared/customers";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/customers: registered accounts and guests who ordered (SPEC §7, Admin calls), a page at a time. */
export const adminCustomersList = defineAdminList<Customer>("/api/admin/customers", customerListQuerySchema);
