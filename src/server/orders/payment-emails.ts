import { greeting } from "../mail/greeting";
import { formatCents } from "@shared/money";
import type { AmountRow, RefundFigure } from "@shared/amount-rows";
import { amountLines, orderEmailHtml, orderRows, paidOrderRows } from "./order-email-html";
import type { PlacedOrder } from "./order-emails";
import { emailButton, paragraphsHtml } from "../infra/email-html";
import type { MailAttachment, MailMessage } from "../infra/mail";

const lines = (order: PlacedOrder) =>
  order.items.map(
    (item) => `  ${item.quantity} × ${item.productName}${item.dimensions ? ` (${item.dimensions})` : ""}`,
  );

/** A day as the customer reads it in an email or on the order's page: "December 5, 2026". */
export const longDay = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * The owner's payment instructions with the order's deadline under them (decision 073): what the
 * confirmation, the invoice, the reminder and the order's page all say.
 */
export function howToPay(note: string, dueAt: Date | null): string {
  const due = dueAt
    ? `Please pay by ${longDay(dueAt)}. An order still unpaid then is cancelled, and its boards go back on sale.`
    : "";
  return [note.trim(), due].filter(Boolean).join("\n\n");
}

/** What decides whether an order still asks for its payment. */
type Payable = { paymentStatus: string; cancellationRequestedAt: Date | null; paymentDueAt: Date | null };

/**
 * Whether the customer is still asked to pay: a manual order that is not cancelled and that they have
 * not asked to cancel (decision 076). While the owner looks at a request, nothing says how to pay.
 */
export function asksForPayment(order: Payable): boolean {
  return order.paymentStatus === "manual" && order.cancellationRequestedAt === null;
}

/** The order's "How to pay" (the note and its deadline) while it asks for payment; else "". */
export function orderHowToPay(note: string, order: Payable): string {
  return asksForPayment(order) ? howToPay(note, order.paymentDueAt) : "";
}

/** The owner's payment instructions as a maple box of an email's HTML part. */
function howToPayBoxHtml(note: string): string {
  return [
    '<div style="margin:16px 0 0;padding:12px 16px 0;background:#fbf7f0;border:1px solid #eadfce;border-radius:6px">',
    '<p style="margin:0 0 8px;font-weight:bold;color:#5a3a22">How to pay</p>',
    paragraphsHtml(note.trim().split(/\n\s*\n/)),
    "</div>",
  ].join("");
}

/** An order email's HTML with the payment instructions' box between the order's table and the words after it. */
export function withHowToPay(html: string, note: string): string {
  return html.replace('<div style="margin-top:16px">', `${howToPayBoxHtml(note)}<div style="margin-top:16px">`);
}

/** The invoice or receipt PDF as a mail carries it. */
export const pdfAttachment = (filename: string, pdf: Buffer): MailAttachment => ({
  filename,
  contentType: "application/pdf",
  content: pdf.toString("base64"),
});

/** The parts of a mail that sends the customer one of their order's documents (decision 039). */
type DocumentMail = {
  subject: string;
  lead: string;
  /** Paragraphs between the amounts and the order's page, in the text part. */
  after: string[];
  /** The HTML part's closing paragraphs, and what is added around its card. */
  htmlClosings: string[];
  decorate?: (html: string) => string;
  page: string;
  orderUrl: string;
  attachment?: MailAttachment;
  /** Capped per recipient like other automatic mail: sent because a stranger could place the order (issue 39). */
  automatic?: boolean;
  /** The order's amount rows, as its document shows them (decision 067); the plain rows when absent. */
  amounts?: readonly AmountRow[];
};

function documentEmail(order: PlacedOrder, mail: DocumentMail): MailMessage {
  const amounts = mail.amounts ?? orderRows(order);
  const hello = greeting(order.customerName);
  const close = "Questions? Just reply to this email.";
  const text = [
    hello,
    "",
    mail.lead,
    "",
    ...lines(order),
    "",
    ...amountLines(order, amounts),
    "",
    ...mail.after.flatMap((paragraph) => [paragraph, ""]),
    mail.page,
    "",
    close,
    "",
    "Grain & Groove",
  ].join("\n");
  const card = orderEmailHtml(order, [hello, mail.lead], [...mail.htmlClosings, close], amounts);
  const html = (mail.decorate?.(card) ?? card).replace(
    /<\/div><\/div><\/div>$/,
    `${emailButton(mail.orderUrl, "View your order")}</div></div></div>`,
  );
  return {
    to: order.customerEmail,
    subject: mail.subject,
    text,
    html,
    ...(mail.attachment ? { attachments: [mail.attachment] } : {}),
    ...(mail.automatic ? { kind: "automatic" as const } : {}),
  };
}

/** To the customer, when the owner sends the invoice of a manual order: the amount and how to pay (decision 039). */
export function invoiceEmail(
  order: PlacedOrder,
  paymentNote: string,
  orderUrl: string,
  invoice: MailAttachment,
): MailMessage {
  return documentEmail(order, {
    subject: `Invoice for your Grain & Groove order #${order.id}`,
    lead: `Here is the invoice for your order #${order.id} at Grain & Groove: ${formatCents(order.totalCents)} in all. The PDF is attached.`,
    after: [`How to pay:\n${paymentNote.trim()}`],
    htmlClosings: [],
    decorate: (html) => withHowToPay(html, paymentNote),
    page: `Your order's page, with its status and the invoice: ${orderUrl}`,
    orderUrl,
    attachment: invoice,
    amounts: orderRows(order, { total: "Total due" }),
  });
}

/**
 * To the customer, when the owner marks a manual order paid: thanks, with the receipt attached
 * (decision 039), its rows as the receipt's, refunds and net paid included (issue 40).
 */
export function receiptEmail(
  order: PlacedOrder,
  payment: { paidOn: string; method: string },
  orderUrl: string,
  receipt: MailAttachment,
  refunds: readonly RefundFigure[] = [],
): MailMessage {
  const next =
    "Your board now gets its final sanding and oiling by hand, and we email you a tracking link as soon as it ships.";
  return documentEmail(order, {
    subject: `Payment received: your receipt for order #${order.id}`,
    lead: `Thank you: we have received your payment of ${formatCents(order.totalCents)} for order #${order.id} (${payment.method}, ${payment.paidOn}). Your receipt is attached.`,
    after: [next],
    htmlClosings: [next],
    page: `Your order's page: ${orderUrl}`,
    orderUrl,
    attachment: receipt,
    amounts: paidOrderRows(order, refunds, { total: "Total paid" }),
  });
}

/** To the customer, a few days before a manual order's payment deadline (decision 073). */
export function paymentReminderEmail(order: PlacedOrder, instructions: string, orderUrl: string): MailMessage {
  const already = "Already paid? Just reply to this email and we'll check.";
  return documentEmail(order, {
    subject: `Reminder: your Grain & Groove order #${order.id} is waiting for payment`,
    lead: `Your order #${order.id} at Grain & Groove is still waiting for its payment of ${formatCents(order.totalCents)}.`,
    after: [`How to pay:\n${instructions}`, already],
    htmlClosings: [already],
    decorate: (html) => withHowToPay(html, instructions),
    page: `Your order's page: ${orderUrl}`,
    orderUrl,
    automatic: true,
  });
}

/** To the customer, when a manual order reached its deadline unpaid and was cancelled (decision 073). */
export function unpaidCancelledEmail(order: PlacedOrder, dueAt: Date, orderUrl: string): MailMessage {
  const again =
    "If you still want it, you are welcome to order again. Already paid? Just reply to this email and we'll put it right at once.";
  return documentEmail(order, {
    subject: `Your Grain & Groove order #${order.id} was cancelled`,
    lead: `We did not receive the payment for your order #${order.id} by ${longDay(dueAt)}, so we have cancelled it and its boards are back on sale. Nothing is owed.`,
    after: [again],
    htmlClosings: [again],
    page: `Your order's page: ${orderUrl}`,
    orderUrl,
    automatic: true,
  });
}
