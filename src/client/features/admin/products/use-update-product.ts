import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductInput } from "@shared/product";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { PRODUCTS_KEY } from "./use-admin-products";

export type UpdateProductVariables = { id: string; input: ProductInput };

export async function updateProduct({ id, input }: UpdateProductVariables): Promise<Product> {
  const res = await apiRequest("PATCH", `/api/products/${encodeURIComponent(id)}`, input);
  return (await res.json()) as Product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation<Product, Error, UpdateProductVariables>({
    mutationFn: updateProduct,
    onSuccess: async () => {
      toast({ title: "Product updated successfully" });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) =>
      toast({ title: "Error updating product", description: errorMessage(error), variant: "destructive" }),
  });
}
