import type { Product, ProductInput } from "@shared/product";
import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

export type UpdateProductVariables = { id: string; input: ProductInput };

export async function updateProduct({ id, input }: UpdateProductVariables): Promise<Product> {
  return apiJson<Product>("PATCH", `/api/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  return useApiMutation({
    mutationFn: updateProduct,
    success: "Product updated successfully",
    error: "Error updating product",
    invalidate: PRODUCT_READS,
  });
}
