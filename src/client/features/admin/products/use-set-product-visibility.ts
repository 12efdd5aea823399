import type { Product, ProductVisibility } from "@shared/product";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { PRODUCT_READS } from "./product-reads";

type VisibilityVariables = { product: Product; visibility: ProductVisibility };

/** PATCH /api/products/:id with the visibility alone: 'Archive' and 'Restore' on a row (decision 040). */
async function setProductVisibility({ product, visibility }: VisibilityVariables): Promise<Product> {
  return callApi(adminCatalogApi.update, { params: { id: product.id }, body: { visibility } });
}

const DONE: Record<ProductVisibility, (name: string) => { title: string; description: string }> = {
  archived: (name) => ({
    title: "Board archived",
    description: `“${name}” is no longer sold. Its orders keep it; find it under Archived.`,
  }),
  active: (name) => ({ title: "Board restored", description: `“${name}” is in the shop again.` }),
  draft: (name) => ({ title: "Board hidden", description: `“${name}” is a draft: only the admin sees it.` }),
};

export function useSetProductVisibility() {
  return useApiMutation({
    mutationFn: setProductVisibility,
    success: (_data, { product, visibility }) => DONE[visibility](product.name),
    error: "Error updating product",
    invalidate: PRODUCT_READS,
  });
}
