import { Ban, CircleAlert, CircleCheck, Clock, HandCoins, MessageSquareWarning, Undo2 } from "@/components/ui/icons";
import type { LucideIcon } from "@/components/ui/icons";
import type { AdminOrder } from "@shared/orders";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { PAYMENT_LABELS, statusLabel, type PaymentStatus } from "./order-labels";

// Delivered reads as done, shipped as under way, ordered as waiting to be made and sent.
const STATUS_VARIANTS: Record<string, BadgeProps["variant"]> = {
  delivered: "default",
  shipped: "outline",
  ordered: "secondary",
};

export function AdminOrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status] ?? "secondary"} className="whitespace-nowrap">
      {statusLabel(status)}
    </Badge>
  );
}

const PAYMENT_STYLES: Record<PaymentStatus, { variant: BadgeProps["variant"]; icon: LucideIcon }> = {
  paid: { variant: "instock", icon: CircleCheck },
  manual: { variant: "outline", icon: HandCoins },
  awaiting_payment: { variant: "secondary", icon: Clock },
  failed: { variant: "destructive", icon: CircleAlert },
  cancelled: { variant: "outline", icon: Ban },
  refunded: { variant: "secondary", icon: Undo2 },
};

export function PaymentBadge({ paymentStatus }: { paymentStatus: AdminOrder["paymentStatus"] }) {
  const style = PAYMENT_STYLES[paymentStatus] ?? PAYMENT_STYLES.awaiting_payment;
  const Icon = style.icon;
  return (
    <Badge variant={style.variant} className="gap-1 whitespace-nowrap">
      <Icon className="size-3.5" aria-hidden="true" />
      {PAYMENT_LABELS[paymentStatus] ?? paymentStatus}
    </Badge>
  );
}

/** A customer asked, from the order's page, to cancel it; the owner has not answered yet (decision 047). */
export function CancellationRequestedBadge() {
  return (
    <Badge variant="destructive" className="gap-1 whitespace-nowrap">
      <MessageSquareWarning className="size-3.5" aria-hidden="true" />
      Cancellation requested
    </Badge>
  );
}
