import { centsToDecimal, formatCents, parseCents } from "@shared/money";
import type { OrderItemSnapshot } from "@shared/orders";
import type { MailMessage } from "../infra/mail";

export type PlacedOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: string;
  items: OrderItemSnapshot[];
  totalCents: number;
  paymentStatus: string;
};

function lines(order: PlacedOrder): string[] {
  return order.items.map((item) => {
    const cents = (parseCents(item.product.price) ?? 0) * item.quantity;
    return `  ${item.quantity} × ${item.product.name} (${item.product.dimensions}) — ${formatCents(cents)}`;
  });
}

/** To the shopper: what they bought, where it goes, and what happens next. */
export function orderConfirmationEmail(order: PlacedOrder): MailMessage {
  const payment =
    order.paymentStatus === "paid"
      ? "Your card payment has been received."
      : "We'll contact you shortly to arrange payment.";
  const text = [
    `Hello ${order.customerName},`,
    "",
    `Thank you for your order #${order.id} at Grain & Groove. ${payment}`,
    "",
    "Your boards:",
    ...lines(order),
    "",
    `Total: ${formatCents(order.totalCents)}`,
    "",
    "Shipping to:",
    ...order.shippingAddress.split("\n").map((l) => `  ${l}`),
    "",
    "What's next?",
    "  - We give your board its final sanding and oiling by hand.",
    "  - We email you a tracking link as soon as it ships.",
    "  - Orders typically ship within 3-5 business days.",
    "",
    "Questions? Just reply to this email.",
    "",
    "Grain & Groove",
  ].join("\n");
  return { to: order.customerEmail, subject: `Your Grain & Groove order #${order.id}`, text };
}

/** To the shop: a new order to make and ship. */
export function newOrderNotice(order: PlacedOrder, shopEmail: string): MailMessage {
  const text = [
    `New order #${order.id} (${order.paymentStatus === "paid" ? "paid by card" : "manual payment: contact the customer"})`,
    "",
    `Customer: ${order.customerName} <${order.customerEmail}>${order.customerPhone ? `, ${order.customerPhone}` : ""}`,
    "",
    ...lines(order),
    `Total: $${centsToDecimal(order.totalCents)}`,
    "",
    "Ship to:",
    order.shippingAddress,
  ].join("\n");
  return { to: shopEmail, subject: `New order #${order.id}: ${formatCents(order.totalCents)}`, text, replyTo: order.customerEmail };
}
