import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminCategoriesApi } from "@shared/api/admin-categories";
import type { Category, CategoryInput } from "@shared/categories";
import { callApi, queryKeyOf } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { categoriesQuery } from "@/lib/queries";
import { PRODUCT_READS } from "./product-reads";

/** GET /api/admin/categories: the shop's collections, in order (decision 056). */
const adminCategoriesQuery = () =>
  queryOptions<AnswerOf<typeof adminCategoriesApi.list>>({ queryKey: queryKeyOf(adminCategoriesApi.list) });

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery());
}

/** A collection's write refetches the collections, and the products, which carry their collection's name. */
const CATEGORY_READS = [adminCategoriesQuery().queryKey, categoriesQuery().queryKey, ...PRODUCT_READS];

export function useCreateCategory() {
  return useApiMutation({
    mutationFn: (input: CategoryInput): Promise<Category> => callApi(adminCategoriesApi.create, { body: input }),
    success: "Collection created successfully",
    error: "Error creating collection",
    invalidate: CATEGORY_READS,
  });
}

export type CategoryPatch = Partial<Pick<Category, "name" | "description" | "position" | "onHome">>;

export function useUpdateCategory(success = "Collection updated successfully") {
  return useApiMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CategoryPatch }): Promise<Category> =>
      callApi(adminCategoriesApi.update, { params: { id }, body: patch }),
    success,
    error: "Error updating collection",
    invalidate: CATEGORY_READS,
  });
}

export function useDeleteCategory() {
  return useApiMutation({
    mutationFn: (id: string): Promise<void> => callApi(adminCategoriesApi.remove, { params: { id } }),
    success: "Collection deleted successfully",
    error: "Error deleting collection",
    invalidate: CATEGORY_READS,
  });
}
