import type { AnswerOf } from "@shared/api/contract";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/admin/products: every board, drafts and archived ones too (decision 040). */
export const adminProductsQuery = () =>
  queryOptions<AnswerOf<typeof adminCatalogApi.list>>({ queryKey: queryKeyOf(adminCatalogApi.list) });

/** The boards the admin manages, whatever their visibility. */
export function useAdminProducts() {
  return useQuery(adminProductsQuery());
}
