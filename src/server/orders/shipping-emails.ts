import { greeting } from "../mail/greeting";
import { CARE_INSTRUCTIONS } from "@shared/care";
import { shipToLines, shipToText } from "@shared/ship-to";
import { emailCard, escapeHtml, paragraphsHtml } from "../infra/email-html";
import { parcelOf, type Parcel } from "../shipping/parcel";
import { careBoxHtml, trackingButton, trackingLines } from "../shipping/parcel-email-html";
import type { Tx } from "../db/tx";
import type { Mailer, MailMessage } from "../infra/mail";
import { emailedOrder, type PlacedOrder } from "./order-emails";
import type { OrderRow } from "./orders.repo";
import { reviewRequestHtml, reviewRequestText, type ReviewLink } from "./review-request";

const boards = (order: PlacedOrder) => order.items.map((item) => `${item.quantity} × ${item.productName}`);

/** The end of a shipping email's text: the order's page when there is one, the last word, the signature. */
const textEnding = (page: string | null, close: string) => [
  "",
  ...(page ? [page, ""] : []),
  close,
  "",
  "Grain & Groove",
];

/** To the customer, when the owner sets the order to Shipped: 'Your board is on its way' (decision 025). */
function shippedEmail(order: PlacedOrder, parcel: Parcel, orderUrl?: string): MailMessage {
  const hello = greeting(order.customerName);
  const news = `Good news: order #${order.id} has left our workshop. Your board is on its way.`;
  const tracking = trackingLines(parcel);
  const shipTo = `It is going to:\n${shipToText(order)}`;
  const close = "Questions? Just reply to this email.";
  // The order's own page follows the parcel too (decision 039).
  const page = orderUrl ? `Your order's page: ${orderUrl}` : null;
  const text = [
    hello,
    "",
    news,
    "",
    ...tracking,
    "",
    "In the parcel:",
    ...boards(order).map((b) => `  ${b}`),
    "",
    "It is going to:",
    ...shipToLines(order).map((l) => `  ${l}`),
    ...textEnding(page, close),
  ].join("\n");
  const html = emailCard(
    [
      paragraphsHtml([hello, news]),
      // The button carries the link: the box gives the carrier and the number (or says there is none).
      `<div style="margin:0 0 16px;padding:12px 16px 0;background:#fbf7f0;border:1px solid #eadfce;border-radius:6px">${paragraphsHtml(parcel.trackingUrl ? tracking.slice(0, -1) : tracking)}</div>`,
      parcel.trackingUrl ? trackingButton(parcel.trackingUrl) : "",
      paragraphsHtml([`In the parcel:\n${boards(order).join("\n")}`, shipTo]),
      // The tracking is this email's one link: the order's page is written out, not a second button.
      page ? `<p style="margin:0 0 12px">${escapeHtml(page)}</p>` : "",
      paragraphsHtml([close]),
    ].join(""),
  );
  return { to: order.customerEmail, subject: `Your board is on its way (order #${order.id})`, text, html };
}

/**
 * To the customer, when the owner sets the order to Delivered: thanks, how to care for the board,
 * and a link per board to review it (decision 058).
 */
function deliveredEmail(order: PlacedOrder, orderUrl?: string, reviews: readonly ReviewLink[] = []): MailMessage {
  const hello = greeting(order.customerName);
  const thanks = `Your order #${order.id} has been delivered. Thank you for choosing a Grain & Groove board: we hope it serves you for many years.`;
  const care = "To keep it beautiful:";
  const close = "Something not right, or a photo of it in your kitchen to share? Just reply to this email.";
  const page = orderUrl ? `Your order's page, with its invoice and receipt: ${orderUrl}` : null;
  const text = [
    hello,
    "",
    thanks,
    "",
    care,
    ...CARE_INSTRUCTIONS.map((line) => `  - ${line}`),
    ...(reviews.length ? ["", ...reviewRequestText(reviews)] : []),
    ...textEnding(page, close),
  ].join("\n");
  const html = emailCard(
    [
      paragraphsHtml([hello, thanks]),
      careBoxHtml(),
      reviewRequestHtml(reviews),
      paragraphsHtml([...(page ? [page] : []), close]),
    ].join(""),
  );
  return { to: order.customerEmail, subject: `Your board has arrived: thank you (order #${order.id})`, text, html };
}

/**
 * Queues the shipping updates in the transaction of the move that sends them (decision 042): a
 * mail that cannot be queued fails the move, so a shipped order always has its email.
 */
export function shippingMail(deps: {
  mailer: Mailer;
  orderUrl?: (orderId: number) => string;
  /** The link that reviews one line of an order (decision 058); no review request when absent. */
  reviewUrl?: (orderId: number, line: number) => string;
}) {
  const reviewsOf = (order: PlacedOrder): ReviewLink[] =>
    deps.reviewUrl
      ? order.items.map((item, line) => ({ board: item.productName, url: deps.reviewUrl!(order.id, line) }))
      : [];
  return {
    shipped: (row: OrderRow, tx: Tx) =>
      deps.mailer.send(shippedEmail(emailedOrder(row), parcelOf(row), deps.orderUrl?.(row.id)), tx),
    delivered: (row: OrderRow, tx: Tx) => {
      const order = emailedOrder(row);
      return deps.mailer.send(deliveredEmail(order, deps.orderUrl?.(row.id), reviewsOf(order)), tx);
    },
  };
}
export type ShippingMail = ReturnType<typeof shippingMail>;
