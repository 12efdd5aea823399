import { useQuery } from "@tanstack/react-query";
import { categoriesQuery } from "@/lib/queries";

/** GET /api/categories: the shop's collections, in order (decision 056). */
export function useCategories() {
  return useQuery(categoriesQuery());
}
