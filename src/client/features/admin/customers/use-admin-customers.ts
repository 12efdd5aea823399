import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Customer } from "@shared/customers";

/** GET /api/admin/customers: registered customers and checkout guests, newest first (SPEC §7). */
export const adminCustomersQuery = () => queryOptions<Customer[]>({ queryKey: ["/api/admin/customers"] });

export function useAdminCustomers() {
  return useQuery(adminCustomersQuery());
}
