import { Clock } from "@/components/ui/icons";
import type { Product } from "@shared/product";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The words of the last board on hand (decision 040): a one-of-a-kind board is not just 'In Stock'. */
export const ONE_OF_A_KIND = "One of a kind: only 1";

type Stocked = Pick<Product, "inStock" | "stock" | "leadTime">;

/** Whether the board can be bought now: on sale, and not counted down to 0. */
export const isAvailable = (product: Stocked) => product.inStock && product.stock !== 0;

/** A made-to-order board's lead time with a clock, e.g. on a card or a cart line. */
export function LeadTime({ leadTime, className }: { leadTime: string; className?: string }) {
  return (
    <p className={cn("flex items-start gap-1.5 text-sm text-muted-foreground", className)}>
      <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>{leadTime}</span>
    </p>
  );
}

/**
 * The stock badge of the dialog and the board's page: 'Out of Stock', 'One of a kind: only 1' for
 * the last board, the lead time of a made-to-order board, else 'In Stock'.
 */
export function AvailabilityBadge({ product }: { product: Stocked }) {
  if (!isAvailable(product)) return <Badge variant="destructive">Out of Stock</Badge>;
  if (product.stock === 1) return <Badge variant="instock">{ONE_OF_A_KIND}</Badge>;
  if (product.stock === null && product.leadTime) {
    return (
      <Badge variant="outline" weight="medium" className="gap-1.5 bg-card">
        <Clock className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
        {product.leadTime}
      </Badge>
    );
  }
  return <Badge variant="instock">In Stock</Badge>;
}
