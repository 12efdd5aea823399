import { CARD_REFUND_DELAY } from "@shared/refunds";
import { formatCents } from "@shared/money";
import type { RefundFigure } from "@shared/amount-rows";
import { textEmail } from "../infra/email-html";
import { greeting } from "../mail/greeting";
import type { MailMessage } from "../infra/mail";
import type { PlacedOrder } from "../orders/order-emails";
import { amountLines, orderEmailHtml, paidOrderRows } from "../orders/order-email-html";

/** The customer of an order, as the refund and cancellation emails greet them. */
type OrderCustomer = { id: number; customerName: string; customerEmail: string };

/** What a customer is told about money given back: by card it takes days; by hand, the way it was paid. */
function howItComesBack(via: "card" | "manual"): string {
  return via === "card"
    ? `It goes back to the card you paid with. It can take ${CARD_REFUND_DELAY} to show on your statement.`
    : "We are returning it by hand, the way you paid.";
}

const page = (orderUrl: string) => `Your order's page: ${orderUrl}`;
const close = ["Questions? Just reply to this email.", "Grain & Groove"];

/**
 * A refund's email with the order's amounts as its receipt lists them (issue 40): the rows, every
 * refund so far on its day, and the net paid; the words before the table, the page and the close
 * after it.
 */
function withAmounts(
  order: PlacedOrder,
  refunds: readonly RefundFigure[],
  message: { subject: string; before: string[]; after: string[] },
): MailMessage {
  const rows = paidOrderRows(order, refunds, { total: "Total paid" });
  const text = [...message.before, amountLines(order, rows).join("\n"), ...message.after, ...close].join("\n\n");
  return {
    to: order.customerEmail,
    subject: message.subject,
    text,
    html: orderEmailHtml(order, message.before, [...message.after, close[0]], rows),
  };
}

/**
 * To the customer, when the owner refunds part or all of an order (decision 045): this refund, and
 * the order's amounts with all its refunds and the net paid (issue 40).
 */
export function refundEmail(
  order: PlacedOrder,
  refund: { amountCents: number; reason: string; via: "card" | "manual" },
  orderUrl: string,
  refunds: readonly RefundFigure[],
): MailMessage {
  return withAmounts(order, refunds, {
    subject: `Refund of ${formatCents(refund.amountCents)} for your Grain & Groove order #${order.id}`,
    before: [
      greeting(order.customerName),
      `We have refunded ${formatCents(refund.amountCents)} of your order #${order.id} at Grain & Groove.`,
      `Reason: ${refund.reason}`,
      howItComesBack(refund.via),
    ],
    after: [page(orderUrl)],
  });
}

/** To the owner: a customer asks, from the order's page, to cancel an order not shipped yet. */
export function cancellationRequestNotice(order: OrderCustomer, reason: string | null, shopEmail: string): MailMessage {
  const text = [
    `${order.customerName} <${order.customerEmail}> asks to cancel order #${order.id}.`,
    reason ? `Their reason:\n${reason}` : "They gave no reason.",
    "Approve or decline it in the order's details in the admin: approving refunds what was paid (or cancels an unpaid order) and puts its boards back in stock.",
  ].join("\n\n");
  return textEmail({
    to: shopEmail,
    subject: `Cancellation requested: order #${order.id}`,
    text,
    replyTo: order.customerEmail,
  });
}

/**
 * To the customer: the owner approved their cancellation; what was paid goes back, with the
 * order's amounts, its refunds and the net paid (issue 40). Nothing paid, nothing to list.
 */
export function cancelledEmail(
  order: PlacedOrder,
  refund: { amountCents: number; via: "card" | "manual" } | null,
  orderUrl: string,
  refunds: readonly RefundFigure[] = [],
): MailMessage {
  if (refund && refund.amountCents > 0)
    return withAmounts(order, refunds, {
      subject: `Your Grain & Groove order #${order.id} is cancelled`,
      before: [
        greeting(order.customerName),
        `As you asked, we have cancelled your order #${order.id} at Grain & Groove.`,
        `We have refunded ${formatCents(refund.amountCents)}. ${howItComesBack(refund.via)}`,
      ],
      after: [page(orderUrl)],
    });
  const text = [
    greeting(order.customerName),
    `As you asked, we have cancelled your order #${order.id} at Grain & Groove.`,
    "You have not been charged for it.",
    page(orderUrl),
    ...close,
  ].join("\n\n");
  return textEmail({ to: order.customerEmail, subject: `Your Grain & Groove order #${order.id} is cancelled`, text });
}

/** To the customer: the owner could not cancel their order; it goes ahead, and an unpaid one says how to pay by when. */
export function cancellationDeclinedEmail(order: OrderCustomer, orderUrl: string, howToPay = ""): MailMessage {
  const text = [
    greeting(order.customerName),
    `We're sorry: we can't cancel your order #${order.id} at Grain & Groove. It goes ahead as planned.`,
    // An unpaid order asks for its payment again, by its deadline moved on by the time we took to answer.
    ...(howToPay ? [`How to pay:\n${howToPay}`] : []),
    page(orderUrl),
    ...close,
  ].join("\n\n");
  return textEmail({
    to: order.customerEmail,
    subject: `About cancelling your Grain & Groove order #${order.id}`,
    text,
  });
}

/** To the customer of a custom board: part or all of a deposit or final payment given back. */
export function commissionRefundEmail(
  customer: { name: string; email: string },
  kind: "deposit" | "balance",
  refund: { amountCents: number; reason: string; via: "card" | "manual" },
  pageUrl: string,
): MailMessage {
  const part = kind === "deposit" ? "deposit" : "final payment";
  const text = [
    // The name was typed into the custom-order form: repeated only when it holds nothing linkable.
    greeting(customer.name),
    `We have refunded ${formatCents(refund.amountCents)} of the ${part} for your custom board at Grain & Groove.`,
    `Reason: ${refund.reason}`,
    howItComesBack(refund.via),
    `Your commission's page: ${pageUrl}`,
    ...close,
  ].join("\n\n");
  return textEmail({
    to: customer.email,
    subject: `Refund of ${formatCents(refund.amountCents)} for your Grain & Groove custom board`,
    text,
  });
}
