import { Badge, type BadgeProps } from "@/components/ui/badge";

// SPEC §4: completed → default, processing → outline, pending and anything else → secondary.
// Fulfilment statuses: delivered reads as done, shipped as under way, ordered as waiting.
const VARIANTS: Record<string, BadgeProps["variant"]> = {
  completed: "default",
  delivered: "default",
  processing: "outline",
  shipped: "outline",
  pending: "secondary",
  ordered: "secondary",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? "secondary"} className="capitalize">
      {status}
    </Badge>
  );
}
