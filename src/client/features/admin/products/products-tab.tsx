import { useState } from "react";
import { Plus } from "lucide-react";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductsTable } from "./products-table";
import { useAdminProducts } from "./use-admin-products";
import { AdminListSection } from "../admin-panel";

/** The Products tab: list, add, edit and delete boards (SPEC §2). */
export function ProductsTab() {
  const query = useAdminProducts();
  const [formOpen, setFormOpen] = useState(false);
  // Kept after closing, so the dialog's title does not flip while it goes.
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <AdminListSection
      titleId="admin-products-title"
      title="Products"
      description="The boards shoppers can see and buy."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      }
      query={query}
      loadError="The products could not be loaded."
      empty={{ title: "No products yet. Add your first product!" }}
      dialogs={
        <>
          <ProductFormDialog open={formOpen} product={editing} onOpenChange={setFormOpen} />
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <ProductsTable products={query.data} isLoading={query.isLoading} onEdit={openForm} onDelete={setDeleting} />
    </AdminListSection>
  );
}
