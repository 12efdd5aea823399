import { Pencil, Trash2 } from "lucide-react";
import { formatPrice } from "@shared/money";
import type { Product } from "@shared/product";
import { formatWoodComposition } from "@shared/wood";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { AdminTable } from "../admin-table";

type ProductsTableProps = {
  products: Product[] | undefined;
  isLoading: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

const COLUMNS = ["Image", "Name", "Price", "Wood Type", "Dimensions", "Stock", "Actions"] as const;
const SKELETON_ROWS = 4;
/** The placeholder of each column, shaped like what it will hold. */
const SKELETON_WIDTHS: Record<string, string> = {
  Image: "size-12",
  Name: "w-40",
  Price: "w-14",
  "Wood Type": "w-32",
  Dimensions: "w-24",
  Stock: "h-5 w-16 rounded-full",
  Actions: "ml-auto h-8 w-20",
};

export function ProductsTable({ products, isLoading, onEdit, onDelete }: ProductsTableProps) {
  return (
    <AdminTable
      className="min-w-[760px]"
      columns={COLUMNS}
      rows={products}
      isLoading={isLoading}
      skeleton={{ rows: SKELETON_ROWS, widthOf: (column) => SKELETON_WIDTHS[column] }}
    >
      {(product) => (
        <TableRow key={product.id}>
          <TableCell className="w-16">
            {product.imageUrl ? (
              <img
                src={product.imageUrl}
                alt=""
                loading="lazy"
                className="size-12 rounded-md border border-border bg-muted object-cover"
              />
            ) : (
              <div className="size-12 rounded-md border border-border bg-muted" aria-hidden="true" />
            )}
          </TableCell>
          <TableCell className="max-w-64 font-medium">{product.name}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatPrice(product.price)}</TableCell>
          <TableCell className="max-w-56 text-muted-foreground">
            {formatWoodComposition(product.woodComposition)}
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">{product.dimensions}</TableCell>
          <TableCell>
            <StockCell product={product} />
          </TableCell>
          <TableCell>
            <div className="flex justify-end gap-1">
              <Button variant="ghost" size="icon" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${product.name}`}
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                onClick={() => onDelete(product)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </TableCell>
        </TableRow>
      )}
    </AdminTable>
  );
}

/** 'In Stock' / 'Out of Stock' (SPEC §2) with the count on hand, or 'Made to order' when unlimited. */
function StockCell({ product }: { product: Product }) {
  const available = product.inStock && (product.stock === null || product.stock > 0);
  // A made-to-order board switched off by hand needs no second line.
  const detail = product.stock !== null ? `${product.stock} on hand` : product.inStock ? "Made to order" : null;
  return (
    <div className="grid justify-items-start gap-1">
      {available ? (
        <Badge variant="instock" className="whitespace-nowrap">
          In Stock
        </Badge>
      ) : (
        <Badge variant="secondary" className="whitespace-nowrap">
          Out of Stock
        </Badge>
      )}
      {detail ? <span className="whitespace-nowrap text-xs text-muted-foreground tabular-nums">{detail}</span> : null}
    </div>
  );
}
