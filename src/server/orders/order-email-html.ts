import { itemNotes } from "@shared/orders";
import { formatCents, parseCents } from "@shared/money";
import { shippingLabel } from "@shared/shipping";
import { discountAmount, discountLabel } from "@shared/discounts";
import { emailCard, escapeHtml, paragraphsHtml } from "../infra/email-html";
import type { PlacedOrder } from "./order-emails";

/** The boards alone: the total less shipping and tax, before the discount (decisions 059, 064). */
export const subtotalCents = (order: PlacedOrder) =>
  order.totalCents - order.shippingCents - order.taxCents + order.discountCents;

/** The discount's label and amount, when the order used a code. */
export function discountRow(order: PlacedOrder, amount = discountAmount): [string, string][] {
  return order.discountCode ? [[discountLabel(order.discountCode), amount(order.discountCents)]] : [];
}

/** The tax's label ("Tax (WA 6.5%)") and amount, when the order collected some (decision 064). */
export function taxRow(order: PlacedOrder): [string, string][] {
  return order.taxLabel ? [[order.taxLabel, formatCents(order.taxCents)]] : [];
}

/** Subtotal, shipping, discount, tax and total as the text part shows them (decisions 022, 059, 064). */
export function amountLines(order: PlacedOrder): string[] {
  return [
    `Subtotal: ${formatCents(subtotalCents(order))}`,
    `Shipping: ${shippingLabel(order.shippingCents)}`,
    ...discountRow(order).map(([label, value]) => `${label}: ${value}`),
    ...taxRow(order).map(([label, value]) => `${label}: ${value}`),
    `Total: ${formatCents(order.totalCents)}`,
  ];
}

const cell = 'style="padding:6px 0;border-bottom:1px solid #eadfce"';
const right = 'style="padding:6px 0;border-bottom:1px solid #eadfce;text-align:right;white-space:nowrap"';

/** The order's lines and amounts as an HTML table, in the shop's walnut and maple colours. */
export function orderTableHtml(order: PlacedOrder): string {
  const rows = order.items
    .map((item) => {
      const cents = (parseCents(item.price ?? "") ?? 0) * item.quantity;
      const name = `${item.quantity} × ${escapeHtml(item.productName)}${item.dimensions ? ` (${escapeHtml(item.dimensions)})` : ""}`;
      // A made-to-order board's promised lead time, and the text engraved on it.
      const lead = itemNotes(item)
        .map((note) => `<br><span style="font-size:13px;color:#6b5443">${escapeHtml(note)}</span>`)
        .join("");
      return `<tr><td ${cell}>${name}${lead}</td><td ${right}>${formatCents(cents)}</td></tr>`;
    })
    .join("");
  const amount = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ";font-weight:bold" : ""}">${label}</td><td style="padding:4px 0;text-align:right${strong ? ";font-weight:bold" : ""}">${value}</td></tr>`;
  return [
    '<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">',
    rows,
    amount("Subtotal", formatCents(subtotalCents(order))),
    amount("Shipping", shippingLabel(order.shippingCents)),
    ...[...discountRow(order), ...taxRow(order)].map(([label, value]) => amount(escapeHtml(label), value)),
    amount("Total", formatCents(order.totalCents), true),
    "</table>",
  ].join("");
}

/** An email's HTML part: paragraphs of escaped text around the order's table, in the shop's card. */
export function orderEmailHtml(order: PlacedOrder, before: string[], after: string[]): string {
  return emailCard(
    [
      paragraphsHtml(before),
      orderTableHtml(order),
      '<div style="margin-top:16px">',
      paragraphsHtml(after),
      "</div>",
    ].join(""),
  );
}
