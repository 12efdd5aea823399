import { greeting } from "../mail/greeting";
import { formatCents } from "@shared/money";
import { amountLines, orderEmailHtml } from "./order-email-html";
import type { PlacedOrder } from "./order-emails";
import { emailButton, paragraphsHtml } from "../infra/email-html";
import type { MailAttachment, MailMessage } from "../infra/mail";

const lines = (order: PlacedOrder) =>
  order.items.map(
    (item) => `  ${item.quantity} × ${item.productName}${item.dimensions ? ` (${item.dimensions})` : ""}`,
  );

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
  attachment: MailAttachment;
};

function documentEmail(order: PlacedOrder, mail: DocumentMail): MailMessage {
  const hello = greeting(order.customerName);
  const close = "Questions? Just reply to this email.";
  const text = [
    hello,
    "",
    mail.lead,
    "",
    ...lines(order),
    "",
    ...amountLines(order),
    "",
    ...mail.after.flatMap((paragraph) => [paragraph, ""]),
    mail.page,
    "",
    close,
    "",
    "Grain & Groove",
  ].join("\n");
  const card = orderEmailHtml(order, [hello, mail.lead], [...mail.htmlClosings, close]);
  const html = (mail.decorate?.(card) ?? card).replace(
    /<\/div><\/div><\/div>$/,
    `${emailButton(mail.orderUrl, "View your order")}</div></div></div>`,
  );
  return { to: order.customerEmail, subject: mail.subject, text, html, attachments: [mail.attachment] };
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
  });
}

/** To the customer, when the owner marks a manual order paid: thanks, with the receipt attached (decision 039). */
export function receiptEmail(
  order: PlacedOrder,
  payment: { paidOn: string; method: string },
  orderUrl: string,
  receipt: MailAttachment,
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
  });
}
