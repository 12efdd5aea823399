import type { Product, ProductInput } from "@shared/product";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

export async function createProduct(input: ProductInput): Promise<Product> {
  return callApi(adminCatalogApi.create, { body: input });
}

export function useCreateProduct() {
  return useApiMutation({
    mutationFn: createProduct,
    success: "Product created successfully",
    error: "Error creating product",
    invalidate: PRODUCT_READS,
  });
}
