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

const PAYMENT_NOTES: Partial<Record<string, { label: string; variant: BadgeProps["variant"] }>> = {
  awaiting_payment: { label: "Awaiting payment", variant: "outline" },
  // A manual order until the owner marks it paid (decision 022).
  manual: { label: "Awaiting payment", variant: "outline" },
  failed: { label: "Payment failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "outline" },
  refunded: { label: "Refunded", variant: "secondary" },
};

/**
 * Shown only when the payment is not settled: a paid order needs no extra word; an unpaid or called-off
 * one does. An unpaid order its customer asked to cancel is not awaiting payment (decision 076).
 */
export function PaymentNoteBadge(props: { paymentStatus: string; cancellationRequested?: boolean }) {
  const { paymentStatus, cancellationRequested = false } = props;
  // The request itself is said just under the badges.
  const note = cancellationRequested && paymentStatus === "manual" ? undefined : PAYMENT_NOTES[paymentStatus];
  return note ? <Badge variant={note.variant}>{note.label}</Badge> : null;
}
