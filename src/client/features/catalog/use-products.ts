import { useQuery } from "@tanstack/react-query";
import type { Product } from "@shared/product";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/products; the query key is the URL path, fetched by the default query function. */
export const PRODUCTS_KEY = ["/api/products"] as const;

export function useProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_KEY, meta: PUBLIC_READ });
}
