import { Truck } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

/**
 * How far the order is from free shipping ("Add $5.00 more for free shipping") or that it has it
 * ("Free shipping"): freeShippingProgress's words (src/shared/shipping.ts), in the cart and the checkout.
 */
export function FreeShippingNote({ text, className }: { text: string; className?: string }) {
  const reached = text === "Free shipping";
  return (
    <p
      data-testid="free-shipping-note"
      className={cn(
        "flex items-center gap-2 rounded-md px-3 py-2 text-sm",
        reached ? "bg-success font-medium text-success-foreground" : "bg-secondary/70 text-foreground",
        className,
      )}
    >
      <Truck
        className={cn("size-4 shrink-0", reached ? "text-success-foreground" : "text-accent")}
        aria-hidden="true"
      />
      {text}
    </p>
  );
}
