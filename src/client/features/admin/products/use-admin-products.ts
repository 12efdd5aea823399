import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@shared/product";

/** GET /api/admin/products: every board, drafts and archived ones too (decision 040). */
export const adminProductsQuery = () => queryOptions<Product[]>({ queryKey: ["/api/admin/products"] });

/** The boards the admin manages, whatever their visibility. */
export function useAdminProducts() {
  return useQuery(adminProductsQuery());
}
