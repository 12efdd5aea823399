import type { AdminOrder, OrderStatus } from "@shared/orders";
import { ORDER_STATUSES, parseOrderItems } from "@shared/orders";
import type { RestockLine } from "@shared/refunds";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  ordered: "Ordered",
  shipped: "Shipped",
  delivered: "Delivered",
};

export type PaymentStatus = AdminOrder["paymentStatus"];

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: "Paid",
  awaiting_payment: "Awaiting card payment",
  failed: "Payment failed",
  // A manual order until the owner marks it paid (decision 022).
  manual: "Awaiting payment",
  cancelled: "Cancelled",
  refunded: "Refunded",
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
 * Orders whose card payment has not gone through are not orders to ship (decision 005): they are
 * left out of the statistics and shown muted, with a note.
 */
export function isPaymentSettled(order: Pick<AdminOrder, "paymentStatus">): boolean {
  return order.paymentStatus === "paid" || order.paymentStatus === "manual";
}

/** Ship only paid orders: a card payment the webhook confirmed, or a manual order marked paid. */
export function isReadyToShip(order: Pick<AdminOrder, "paymentStatus">): boolean {
  return order.paymentStatus === "paid";
}

/**
 * Never paid and not yet shipped: the admin may call it off and its boards go back in stock
 * (decision 015). The server applies the same rule and answers 409 otherwise.
 */
export function isCancellable(order: Pick<AdminOrder, "paymentStatus" | "status">): boolean {
  const unpaid: PaymentStatus[] = ["manual", "awaiting_payment", "failed"];
  return unpaid.includes(order.paymentStatus) && order.status === "ordered";
}

export const CANCEL_ORDER_QUESTION = "Cancel this order? Its boards go back in stock.";
export const ARCHIVE_ORDER_QUESTION = "Archive this order? It will be moved to the Archived tab.";
export const DELETE_ORDER_QUESTION = "Permanently delete this archived order? This action cannot be undone.";

/**
 * How a refund of the order goes back (decision 045): through Stripe for a card payment, recorded by hand
 * for a manual one (an order marked paid, decision 022).
 */
export function refundVia(order: Pick<AdminOrder, "history" | "stripePaymentIntentId">): "card" | "manual" {
  if (order.history.some((entry) => entry.event === "marked_paid")) return "manual";
  return order.stripePaymentIntentId ? "card" : "manual";
}

/** '2 × Walnut Board, 1 × Maple Board back in stock': what a refund put back (decision 070). */
export function restockedText(lines: readonly { productName: string; quantity: number }[]): string {
  return `${lines.map((line) => `${line.quantity} × ${line.productName}`).join(", ")} back in stock`;
}

/** A refund's lines by the names of the order's boards. */
export function restockNames(order: Pick<AdminOrder, "items">, lines: readonly RestockLine[]) {
  const items = parseOrderItems(order.items) ?? [];
  return lines.map(({ line, quantity }) => ({ productName: items[line]?.productName ?? "Unknown Product", quantity }));
}
