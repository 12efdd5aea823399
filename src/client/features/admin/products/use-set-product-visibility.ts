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

/**
 * What each change says. An archived board waits behind the Products tab's own 'Archived' filter,
 * not in the Archived tab (which holds orders): the toast names that place (issue 40).
 */
const DONE: Record<ProductVisibility, (name: string) => { title: string; description: string }> = {
  archived: (name) => ({
    title: "Board archived",
    description: `“${name}” is no longer sold; its orders keep it. Find it in Products, under the Archived filter.`,
  }),
  active: (name) => ({ title: "Board restored", description: `“${name}” is in the shop again.` }),
  draft: (name) => ({ title: "Board hidden", description: `“${name}” is a draft: only the admin sees it.` }),
};

/** A board's visibility changed from its row; archiving offers Undo, which puts back what it was. */
export function useSetProductVisibility() {
  const undo = useApiMutation({
    mutationFn: setProductVisibility,
    success: (_data, { product, visibility }) => DONE[visibility](product.name),
    error: "Error updating product",
    invalidate: PRODUCT_READS,
  });
  return useApiMutation({
    mutationFn: setProductVisibility,
    success: (saved, { product, visibility }) => ({
      ...DONE[visibility](product.name),
      ...(visibility === "archived"
        ? { button: { label: "Undo", onClick: () => undo.mutate({ product: saved, visibility: product.visibility }) } }
        : {}),
    }),
    error: "Error updating product",
    invalidate: PRODUCT_READS,
  });
}
