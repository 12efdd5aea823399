import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { PRODUCTS_KEY } from "./use-admin-products";

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast({ title: "Product deleted successfully" });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) =>
      toast({ title: "Error deleting product", description: errorMessage(error), variant: "destructive" }),
  });
}
