import { useQuery } from "@tanstack/react-query";
import type { Product } from "@shared/product";
import { PUBLIC_READ } from "@/lib/query-client";

/** The product list the admin manages; the same public read the shop uses (SPEC §7). */
export const PRODUCTS_KEY = ["/api/products"] as const;

export function useAdminProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_KEY, meta: PUBLIC_READ });
}
