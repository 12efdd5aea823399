import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductInput } from "@shared/product";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { PRODUCTS_KEY } from "./use-admin-products";

export async function createProduct(input: ProductInput): Promise<Product> {
  const res = await apiRequest("POST", "/api/products", input);
  return (await res.json()) as Product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation<Product, Error, ProductInput>({
    mutationFn: createProduct,
    onSuccess: async () => {
      toast({ title: "Product created successfully" });
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) =>
      toast({ title: "Error creating product", description: errorMessage(error), variant: "destructive" }),
  });
}
