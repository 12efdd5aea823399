import { strangerText } from "../mail/stranger-text";
import { greeting } from "../mail/greeting";
import { formatCents, parseCents } from "@shared/money";
import { orderTaxLabel } from "@shared/tax";
import type { GiftOptions, PaymentStatus } from "@shared/checkout";
import { itemNotes, parseOrderItems, type ParsedOrderItem } from "@shared/orders";
import type { Executor, Tx } from "../db/tx";
import type { Mailer, MailMessage } from "../infra/mail";
import { LINK_STYLE, emailButton, escapeHtml, textEmailHtml } from "../infra/email-html";
import type { OrderRow } from "./orders.repo";
import { POLICY_PAGES } from "@shared/routes";
import { shipToLines, shipToText } from "@shared/ship-to";
import { howToPay, withHowToPay } from "./payment-emails";
import { amountLines, orderEmailHtml, orderRows } from "./order-email-html";
import { rowOf } from "@shared/amount-rows";

export type PlacedOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: string;
  items: ParsedOrderItem[];
  totalCents: number;
  /** Part of the total (decision 022). */
  shippingCents: number;
  /** Taken off the total by its discount code (decision 059). */
  discountCents: number;
  discountCode: string | null;
  /** The sales tax in the total, and its "Tax (WA 6.5%)" line; null where none was collected (decision 064). */
  taxCents: number;
  taxLabel: string | null;
  paymentStatus: PaymentStatus;
  /** "This is a gift": the message for the packing slip and whether it hides the prices; null when not a gift. */
  gift: GiftOptions | null;
};

export function placedOrder(row: OrderRow): PlacedOrder {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: parseOrderItems(row.items) ?? [],
    totalCents: parseCents(row.total) ?? 0,
    shippingCents: parseCents(row.shipping) ?? 0,
    discountCents: parseCents(row.discount) ?? 0,
    discountCode: row.discountCode,
    taxCents: parseCents(row.tax) ?? 0,
    taxLabel: orderTaxLabel(row),
    paymentStatus: row.paymentStatus,
    gift: row.gift ?? null,
  };
}

/**
 * The order as its emails repeat it: what the shopper typed (name, address, gift message,
 * engravings) with every web address defanged, so the shop's From address never carries a link a
 * stranger wrote (issue 39). Screens and documents show the order as typed.
 */
export function emailedOrder(row: OrderRow): PlacedOrder {
  const order = placedOrder(row);
  return {
    ...order,
    customerName: strangerText(order.customerName),
    shippingAddress: strangerText(order.shippingAddress),
    gift: order.gift && { ...order.gift, message: strangerText(order.gift.message) },
    items: order.items.map((item) =>
      item.engraving ? { ...item, engraving: { ...item.engraving, text: strangerText(item.engraving.text) } } : item,
    ),
  };
}

/** What the order's emails say of a gift: it is one, its message, and whether the slip shows prices. */
function giftLines(order: PlacedOrder): string[] {
  const { gift } = order;
  if (!gift) return [];
  return [
    "This order is a gift.",
    ...(gift.message ? [`Gift message: ${gift.message}`] : []),
    gift.hidePrices ? "The packing slip leaves the prices off." : "The packing slip shows the prices.",
  ];
}

function lines(order: PlacedOrder): string[] {
  return order.items.map((item) => {
    const cents = (parseCents(item.price ?? "") ?? 0) * item.quantity;
    const notes = itemNotes(item).map((note) => `\n    ${note}`);
    return `  ${item.quantity} × ${item.productName}${item.dimensions ? ` (${item.dimensions})` : ""} — ${formatCents(cents)}${notes.join("")}`;
  });
}

/** The shop's policies, linked from the shopper's confirmation (decision 023). */
function policyLinks(linkOrigin: string): { title: string; url: string }[] {
  return POLICY_PAGES.map((policy) => ({ title: policy.title, url: `${linkOrigin}${policy.path}` }));
}

/** The policies as a line of links, for the foot of an email's card. */
function policyLinksHtml(policies: { title: string; url: string }[]): string {
  const links = policies
    .map((p) => `<a href="${escapeHtml(p.url)}" style="${LINK_STYLE}">${escapeHtml(p.title)}</a>`)
    .join(" &middot; ");
  return `<p style="margin:16px 0 0;padding-top:12px;border-top:1px solid #eadfce;font-size:13px;color:#6b5443">Our policies: ${links}</p>`;
}

/** What the confirmation adds when it can: the order's own page, and how to pay a manual order (decision 039). */
type ConfirmationExtras = { orderUrl: string | null; paymentNote: string | null };

/** To the shopper: what they bought, where it goes, and what happens next. */
export function orderConfirmationEmail(
  order: PlacedOrder,
  linkOrigin: string,
  extras: ConfirmationExtras = { orderUrl: null, paymentNote: null },
): MailMessage {
  const policies = policyLinks(linkOrigin);
  const payment =
    order.paymentStatus === "paid"
      ? "Your card payment has been received."
      : "We'll contact you shortly to arrange payment.";
  // A manual order not yet paid: the owner's payment instructions, as the checkout showed them.
  const howToPay = order.paymentStatus === "manual" && extras.paymentNote ? `How to pay:\n${extras.paymentNote}` : null;
  const pageLine = extras.orderUrl ? `Your order's page, to come back to at any time: ${extras.orderUrl}` : null;
  const text = [
    greeting(order.customerName),
    "",
    `Thank you for your order #${order.id} at Grain & Groove. ${payment}`,
    "",
    "Your boards:",
    ...lines(order),
    "",
    ...amountLines(order),
    "",
    ...(howToPay ? [howToPay, ""] : []),
    ...(pageLine ? [pageLine, ""] : []),
    ...(order.gift ? [...giftLines(order), ""] : []),
    "Shipping to:",
    ...shipToLines(order).map((l) => `  ${l}`),
    "",
    "What's next?",
    "  - We give your board its final sanding and oiling by hand.",
    "  - We email you a tracking link as soon as it ships.",
    "  - Orders typically ship within 3-5 business days.",
    "",
    "Questions? Just reply to this email.",
    "",
    "Our policies:",
    ...policies.map((p) => `  ${p.title}: ${p.url}`),
    "",
    "Grain & Groove",
  ].join("\n");
  const card = orderEmailHtml(
    order,
    [greeting(order.customerName), `Thank you for your order #${order.id} at Grain & Groove. ${payment}`],
    [
      ...(order.gift ? [giftLines(order).join("\n")] : []),
      `Shipping to:\n${shipToText(order)}`,
      "We give your board its final sanding and oiling by hand, and email you a tracking link as soon as it ships. Orders typically ship within 3-5 business days.",
      "Questions? Just reply to this email.",
    ],
  );
  // The instructions in a box under the order's table; the order's page and the policies close the
  // card, inside its last three closing tags.
  const html = (howToPay && extras.paymentNote ? withHowToPay(card, extras.paymentNote) : card).replace(
    /<\/div><\/div><\/div>$/,
    `${extras.orderUrl ? emailButton(extras.orderUrl, "View your order") : ""}${policyLinksHtml(policies)}</div></div></div>`,
  );
  return {
    to: order.customerEmail,
    subject: `Your Grain & Groove order #${order.id}`,
    text,
    html,
    // Unpaid, the order is anyone's to place with any address: its confirmation is capped per
    // recipient like every other automatic mail (issue 39). The order is placed all the same, and
    // its page and the owner's notice still tell of it. A paid one was not free to place.
    ...(order.paymentStatus === "paid" ? {} : { kind: "automatic" as const }),
  };
}

/** To the shop: a new order to make and ship. */
export function newOrderNotice(order: PlacedOrder, shopEmail: string): MailMessage {
  const text = [
    `New order #${order.id} (${order.paymentStatus === "paid" ? "paid by card" : "manual payment: contact the customer"})`,
    "",
    `Customer: ${order.customerName} <${order.customerEmail}>${order.customerPhone ? `, ${order.customerPhone}` : ""}`,
    "",
    ...lines(order),
    ...amountLines(order),
    "",
    ...(order.gift ? [...giftLines(order), ""] : []),
    "Ship to:",
    shipToText(order),
  ].join("\n");
  const html = orderEmailHtml(
    order,
    [
      `New order #${order.id} (${order.paymentStatus === "paid" ? "paid by card" : "manual payment: contact the customer"})`,
      `Customer: ${order.customerName} <${order.customerEmail}>${order.customerPhone ? `, ${order.customerPhone}` : ""}`,
    ],
    [...(order.gift ? [giftLines(order).join("\n")] : []), `Ship to:\n${shipToText(order)}`],
  );
  return {
    to: shopEmail,
    subject: `New order #${order.id}: ${totalText(order)}`,
    text,
    html,
    replyTo: order.customerEmail,
  };
}

/** The order's total as its amount rows print it (decision 067). */
const totalText = (order: PlacedOrder) => rowOf(orderRows(order), "total")!.text;

/** To the shopper whose card payment came after their boards were sold: the money is on its way back. */
export function orderRefundedEmail(order: PlacedOrder): MailMessage {
  const text = [
    greeting(order.customerName),
    "",
    `We're sorry: your card payment for order #${order.id} at Grain & Groove reached us only after we had stopped`,
    "holding its boards for you, and in the meantime they were sold:",
    ...lines(order),
    "",
    `We have refunded the full ${totalText(order)} to your card. Depending on your bank, it shows up`,
    "within 5-10 business days. You have not been charged for anything else.",
    "",
    "Every board is one of a kind, but we would love to help you find another one. Just reply to this email.",
    "",
    "Grain & Groove",
  ].join("\n");
  return {
    to: order.customerEmail,
    subject: `Your Grain & Groove order #${order.id} was refunded`,
    text,
    html: textEmailHtml(text),
  };
}

/** To the shop: a payment that could not become a sale, refunded without anyone asking. */
export function refundNotice(order: PlacedOrder, shopEmail: string): MailMessage {
  const text = [
    `Order #${order.id}: the card payment of ${totalText(order)} arrived after the order's boards had gone back to stock`,
    "and been sold again, so it was refunded automatically. The customer has been told. Nothing to ship.",
    "",
    `Customer: ${order.customerName} <${order.customerEmail}>${order.customerPhone ? `, ${order.customerPhone}` : ""}`,
    "",
    ...lines(order),
  ].join("\n");
  return {
    to: shopEmail,
    subject: `Order #${order.id} refunded automatically: ${totalText(order)}`,
    text,
    html: textEmailHtml(text),
    replyTo: order.customerEmail,
  };
}

/**
 * Queues an order's emails in the transaction of the change that sends them (decision 042): they
 * exist exactly when the order (or its payment) commits, and a mail that cannot be queued fails
 * the change, so an order never exists without its confirmation and the shop's notice.
 */
export function orderMail(deps: {
  mailer: Mailer;
  shopEmail: (tx?: Executor) => Promise<string>;
  linkOrigin: () => string;
  /** The owner's payment instructions (the site content's payment note). */
  paymentNote?: (tx?: Executor) => Promise<string>;
  /** The order's own page (decision 039). */
  orderUrl?: (orderId: number) => string;
}) {
  // Every read goes through `tx`: on PGlite a read beside an open transaction would wait for it.
  async function send(
    row: OrderRow,
    messages: (order: PlacedOrder, shopEmail: string) => MailMessage[] | Promise<MailMessage[]>,
    tx?: Executor,
  ) {
    for (const message of await messages(emailedOrder(row), await deps.shopEmail(tx)))
      await deps.mailer.send(message, tx);
  }
  return {
    placed: (row: OrderRow, tx: Tx) =>
      send(
        row,
        async (order, shop) => {
          const extras: ConfirmationExtras = {
            orderUrl: deps.orderUrl?.(order.id) ?? null,
            paymentNote:
              order.paymentStatus === "manual"
                ? howToPay((await deps.paymentNote?.(tx)) ?? "", row.paymentDueAt) || null
                : null,
          };
          return [orderConfirmationEmail(order, deps.linkOrigin(), extras), newOrderNotice(order, shop)];
        },
        tx,
      ),
    refunded: (row: OrderRow, tx?: Executor) =>
      send(row, (order, shop) => [orderRefundedEmail(order), refundNotice(order, shop)], tx),
  };
}
export type OrderMail = ReturnType<typeof orderMail>;
