import { useState } from "react";
import { Plus } from "lucide-react";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductsTable } from "./products-table";
import { useAdminProducts } from "./use-admin-products";
import { AdminCard, AdminList } from "../admin-panel";

/** The Products tab: list, add, edit and delete boards (SPEC §2). */
export function ProductsTab() {
  const query = useAdminProducts();
  const { data: products, isLoading } = query;
  const [formOpen, setFormOpen] = useState(false);
  // Kept after closing, so the dialog's title does not flip while it goes.
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="admin-products-title">
      <AdminCard
        titleId="admin-products-title"
        title="Products"
        description="The boards shoppers can see and buy."
        action={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        }
      >
        <AdminList
          query={query}
          loadError="The products could not be loaded."
          empty={{ title: "No products yet. Add your first product!" }}
        >
          <ProductsTable products={products} isLoading={isLoading} onEdit={openForm} onDelete={setDeleting} />
        </AdminList>
      </AdminCard>

      <ProductFormDialog
        open={formOpen}
        product={editing}
        onOpenChange={setFormOpen}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
