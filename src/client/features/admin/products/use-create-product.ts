import type { Product, ProductInput } from "@shared/product";
import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

export async function createProduct(input: ProductInput): Promise<Product> {
  return apiJson<Product>("POST", "/api/products", input);
}

export function useCreateProduct() {
  return useApiMutation({
    mutationFn: createProduct,
    success: "Product created successfully",
    error: "Error creating product",
    invalidate: PRODUCT_READS,
  });
}
