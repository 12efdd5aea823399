import { Link } from "wouter";
import { Archive, Eye, Pencil, RotateCcw, Trash2 } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import type { Product, ProductVisibility } from "@shared/product";
import { formatWoodComposition } from "@shared/wood";
import { previewPath } from "@shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableRow } from "@/components/ui/table";
import { ActionLabel, AdminCell, AdminTable, RowActions } from "../admin-table";

type ProductsTableProps = {
  products: Product[] | undefined;
  isLoading: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** 'Archive' (to archived) and 'Restore' (back on sale). */
  onVisibility: (product: Product, visibility: ProductVisibility) => void;
  /** The board whose archive or restore is on its way. */
  pendingId: string | null;
};

const COLUMNS = ["Image", "Name", "Price", "Wood Type", "Dimensions", "Stock", "Actions"] as const;
const SKELETON_ROWS = 4;
/** The placeholder of each column, shaped like what it will hold. */
const SKELETON_SIZES: Record<string, string> = {
  Image: "size-12",
  Name: "h-4 w-40",
  Price: "h-4 w-14",
  "Wood Type": "h-4 w-32",
  Dimensions: "h-4 w-24",
  Stock: "h-5 w-16",
  Actions: "ml-auto h-8 w-20",
};

export function ProductsTable({ products, isLoading, onEdit, onDelete, onVisibility, pendingId }: ProductsTableProps) {
  return (
    <AdminTable
      columns={COLUMNS}
      rows={products}
      isLoading={isLoading}
      skeleton={{ rows: SKELETON_ROWS, sizeOf: (column) => SKELETON_SIZES[column] ?? "h-4", pills: ["Stock"] }}
    >
      {(product) => (
        <TableRow key={product.id}>
          <AdminCell card="media" className="w-16">
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
          </AdminCell>
          <AdminCell card="title" className="min-w-40 font-medium wrap-break-word">
            <span className="flex flex-wrap items-center gap-2">
              {product.name}
              <VisibilityBadge visibility={product.visibility} />
            </span>
          </AdminCell>
          <AdminCell label="Price" className="whitespace-nowrap tabular-nums">
            {formatPrice(product.price)}
          </AdminCell>
          <AdminCell label="Wood Type" className="min-w-36 text-muted-foreground">
            {formatWoodComposition(product.woodComposition)}
          </AdminCell>
          <AdminCell label="Dimensions" className="min-w-28 text-muted-foreground">
            {product.dimensions}
          </AdminCell>
          <AdminCell label="Stock">
            <StockCell product={product} />
          </AdminCell>
          <RowActions>
            <Button
              variant="ghost"
              size="sm"
              className="lg:size-10 lg:px-0"
              aria-label={`Edit ${product.name}`}
              title="Edit"
              onClick={() => onEdit(product)}
            >
              <Pencil aria-hidden="true" />
              <ActionLabel>Edit</ActionLabel>
            </Button>
            {product.visibility === "active" ? null : (
              // A board the shop doesn't show has no public page: the owner previews it (issue 40).
              <Button asChild variant="ghost" size="sm" className="lg:size-10 lg:px-0">
                <Link href={previewPath(product.id)} aria-label={`Preview ${product.name}`} title="Preview">
                  <Eye aria-hidden="true" />
                  <ActionLabel>Preview</ActionLabel>
                </Link>
              </Button>
            )}
            {product.visibility === "archived" ? (
              <Button
                variant="ghost"
                size="sm"
                className="lg:size-10 lg:px-0"
                aria-label={`Restore ${product.name}`}
                title="Restore"
                disabled={pendingId === product.id}
                onClick={() => onVisibility(product, "active")}
              >
                <RotateCcw aria-hidden="true" />
                <ActionLabel>{pendingId === product.id ? "Restoring..." : "Restore"}</ActionLabel>
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="lg:size-10 lg:px-0"
                aria-label={`Archive ${product.name}`}
                title="Archive"
                disabled={pendingId === product.id}
                onClick={() => onVisibility(product, "archived")}
              >
                <Archive aria-hidden="true" />
                <ActionLabel>{pendingId === product.id ? "Archiving..." : "Archive"}</ActionLabel>
              </Button>
            )}
            <Button
              variant="ghost-destructive"
              size="sm"
              aria-label={`Delete ${product.name}`}
              title="Delete"
              className="text-destructive lg:size-10 lg:px-0"
              onClick={() => onDelete(product)}
            >
              <Trash2 aria-hidden="true" />
              <ActionLabel>Delete</ActionLabel>
            </Button>
          </RowActions>
        </TableRow>
      )}
    </AdminTable>
  );
}

/** A draft is hidden from the shop; an archived board is no longer sold. An active one needs no badge. */
function VisibilityBadge({ visibility }: { visibility: ProductVisibility }) {
  if (visibility === "active") return null;
  return (
    <Badge variant={visibility === "draft" ? "outline" : "secondary"} weight="medium" className="whitespace-nowrap">
      {visibility === "draft" ? "Draft (hidden)" : "Archived"}
    </Badge>
  );
}

/** 'In Stock' / 'Out of Stock' (SPEC §2) with the count on hand, or the lead time / 'Made to order' when unlimited. */
function StockCell({ product }: { product: Product }) {
  const available = product.inStock && (product.stock === null || product.stock > 0);
  // A made-to-order board switched off by hand needs no second line.
  const detail =
    product.stock !== null
      ? `${product.stock} on hand`
      : product.inStock
        ? (product.leadTime ?? "Made to order")
        : null;
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
      {detail ? <span className="max-w-48 text-xs text-muted-foreground tabular-nums">{detail}</span> : null}
    </div>
  );
}
