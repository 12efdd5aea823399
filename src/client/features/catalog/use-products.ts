import { useQuery } from "@tanstack/react-query";
import { productsQuery } from "@/lib/queries";

/** GET /api/products: the catalogue. */
export function useProducts() {
  return useQuery(productsQuery());
}
