import { useState } from "react";
import { FolderTree, Plus } from "@/components/ui/icons";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { CollectionsDialog } from "./collections-dialog";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductsTable } from "./products-table";
import { useAdminProducts } from "./use-admin-products";
import { useSetProductVisibility } from "./use-set-product-visibility";
import { AdminListSection } from "../admin-panel";

/** Boards on sale and drafts first; the archived ones, no longer sold, behind their own filter. */
const SHOWN = { current: "On sale and drafts", archived: "Archived" } as const;
type Shown = keyof typeof SHOWN;

/** The Products tab: list, add, edit, hide, archive and delete boards (SPEC §2, decision 040). */
export function ProductsTab() {
  const query = useAdminProducts();
  const [shown, setShown] = useState<Shown>("current");
  // Boards archived from this list stay in their row (marked Archived, with Restore) until the
  // filter changes: the rows below never move up under the pointer that just archived (issue 40).
  const [stayingIds, setStayingIds] = useState<ReadonlySet<string>>(new Set());
  const visibility = useSetProductVisibility();
  const rows = query.data?.filter(
    (p) => (p.visibility === "archived") === (shown === "archived") || (shown === "current" && stayingIds.has(p.id)),
  );
  const archivedCount = query.data?.filter((p) => p.visibility === "archived").length ?? 0;
  const [formOpen, setFormOpen] = useState(false);
  // Kept after closing, so the dialog's title does not flip while it goes.
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [collectionsOpen, setCollectionsOpen] = useState(false);

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <AdminListSection
      titleId="admin-products-title"
      title="Products"
      description="The boards shoppers can see and buy; drafts are seen only here."
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setCollectionsOpen(true)}>
            <FolderTree aria-hidden="true" />
            Collections
          </Button>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      }
      query={{ ...query, data: rows }}
      loadError="The products could not be loaded."
      empty={
        shown === "archived"
          ? { title: "No archived boards.", hint: "A board you archive leaves the shop and waits here." }
          : { title: "No products yet. Add your first product!" }
      }
      toolbar={
        <div
          role="group"
          aria-label="Show"
          className="flex flex-wrap gap-2 border-b border-border bg-secondary/40 px-4 py-3 sm:px-6"
        >
          {(Object.keys(SHOWN) as Shown[]).map((key) => (
            <Button
              key={key}
              type="button"
              size="sm"
              variant={shown === key ? "default" : "outline-card"}
              aria-pressed={shown === key}
              // No colour transition: the chosen filter shows at once (and is never caught half-way).
              transition="none"
              onClick={() => {
                setShown(key);
                setStayingIds(new Set());
              }}
            >
              {SHOWN[key]}
              {key === "archived" && archivedCount > 0 ? ` (${archivedCount})` : ""}
            </Button>
          ))}
        </div>
      }
      dialogs={
        <>
          <ProductFormDialog open={formOpen} product={editing} onOpenChange={setFormOpen} />
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
          <CollectionsDialog open={collectionsOpen} onOpenChange={setCollectionsOpen} />
        </>
      }
    >
      <ProductsTable
        products={rows}
        isLoading={query.isLoading}
        onEdit={openForm}
        onDelete={setDeleting}
        onVisibility={(product, next) => {
          if (next === "archived" && shown === "current") setStayingIds((ids) => new Set(ids).add(product.id));
          visibility.mutate({ product, visibility: next });
        }}
        pendingId={visibility.isPending ? visibility.variables.product.id : null}
      />
    </AdminListSection>
  );
}
