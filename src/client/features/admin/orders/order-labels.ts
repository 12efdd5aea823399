import type { AdminOrder, OrderStatus } from "@shared/orders";
import { ORDER_STATUSES } from "@shared/orders";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  ordered: "Ordered",
  shipped: "Shipped",
  delivered: "Delivered",
};

export type PaymentStatus = AdminOrder["paymentStatus"];

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: "Paid",
  awaiting_payment: "Awaiting payment",
  failed: "Payment failed",
  manual: "Manual payment",
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** 'shipped' → 'Shipped'; a status outside the three (older data) is shown as stored, capitalised. */
export function statusLabel(status: string): string {
  if (isOrderStatus(status)) return STATUS_LABELS[status];
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "—";
}

/**
 * Orders whose card payment has not gone through are not orders to ship (issue 3): they are
 * left out of the statistics and shown muted, with a note.
 */
export function isPaymentSettled(order: Pick<AdminOrder, "paymentStatus">): boolean {
  return order.paymentStatus === "paid" || order.paymentStatus === "manual";
}

export const ARCHIVE_ORDER_QUESTION = "Archive this order? It will be moved to the Archived tab.";
export const DELETE_ORDER_QUESTION = "Permanently delete this archived order? This action cannot be undone.";
