import { useState } from "react";
import { Plus } from "lucide-react";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductsTable } from "./products-table";
import { useAdminProducts } from "./use-admin-products";

/** The Products tab: list, add, edit and delete boards (SPEC §2). */
export function ProductsTab() {
  const { data: products, isLoading, isError, refetch, isFetching } = useAdminProducts();
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
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4 sm:px-6">
          <div>
            <h2 id="admin-products-title" className="font-serif text-xl font-semibold">
              Products
            </h2>
            <p className="text-sm text-muted-foreground">The boards shoppers can see and buy.</p>
          </div>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The products could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && products?.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">No products yet. Add your first product!</p>
          </div>
        ) : (
          <ProductsTable products={products} isLoading={isLoading} onEdit={openForm} onDelete={setDeleting} />
        )}
      </Card>

      <ProductFormDialog
        open={formOpen}
        product={editing}
        onOpenChange={setFormOpen}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
