import { adminCatalogApi } from "@shared/api/admin-catalog";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

async function deleteProduct(id: string): Promise<void> {
  await callApi(adminCatalogApi.remove, { params: { id } });
}

export function useDeleteProduct() {
  return useApiMutation({
    mutationFn: deleteProduct,
    success: "Product deleted successfully",
    error: "Error deleting product",
    invalidate: PRODUCT_READS,
  });
}
