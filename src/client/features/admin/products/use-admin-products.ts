import { useQuery } from "@tanstack/react-query";
import { productsQuery } from "@/lib/queries";

/** The product list the admin manages; the same public read the shop uses (SPEC §7). */
export function useAdminProducts() {
  return useQuery(productsQuery());
}
