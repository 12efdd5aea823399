import { apiRequest } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  return useApiMutation({
    mutationFn: deleteProduct,
    success: "Product deleted successfully",
    error: "Error deleting product",
    invalidate: PRODUCT_READS,
  });
}
