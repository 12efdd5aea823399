import type { Product, ProductInput } from "@shared/product";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

type UpdateProductVariables = { id: string; input: ProductInput };

async function updateProduct({ id, input }: UpdateProductVariables): Promise<Product> {
  return callApi(adminCatalogApi.update, { params: { id }, body: input });
}

export function useUpdateProduct() {
  return useApiMutation({
    mutationFn: updateProduct,
    success: "Product updated successfully",
    error: "Error updating product",
    invalidate: PRODUCT_READS,
  });
}
