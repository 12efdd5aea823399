import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@shared/customers";

/** GET /api/admin/customers: registered customers and checkout guests, newest first (SPEC §7). */
export const ADMIN_CUSTOMERS_KEY = ["/api/admin/customers"] as const;

export function useAdminCustomers() {
  return useQuery<Customer[]>({ queryKey: ADMIN_CUSTOMERS_KEY });
}
