import PDFDocument from "pdfkit";
import { formatCents, parseCents } from "@shared/money";
import { itemNotes, type OrderHistoryEntry } from "@shared/orders";
import { paymentMethodInSentence } from "@shared/payment-methods";
import { paidStanding, rowOf, type RefundFigure } from "@shared/amount-rows";
import { shipToText } from "@shared/ship-to";
import { counts } from "../payments/refund-view";
import type { RefundRow } from "../payments/refunds.repo";
import type { PlacedOrder } from "./order-emails";
import { paidOrderRows } from "./order-email-html";

/** The shop as its documents name it: the site content's contact details. */
export type ShopDetails = { name: string; email: string; phone: string; website: string };

export type DocumentKind = "invoice" | "receipt";

/** What an invoice or a receipt prints, beside the order itself (decision 039). */
type OrderDocument = {
  kind: DocumentKind;
  order: PlacedOrder;
  placedAt: Date;
  shop: ShopDetails;
  /** The owner's payment instructions (the invoice's). */
  paymentNote: string;
  /** When the customer asked to cancel the order, while the owner has not answered: nothing is asked for meanwhile (decision 076). */
  cancellationRequestedAt: Date | null;
  /** When and how it was paid (the receipt's): the owner's record, or the card's. */
  payment: { paidAt: Date; method: string } | null;
  /** The money given back since, oldest first: listed under the total of a paid order (issue 40). */
  refunds: readonly RefundFigure[];
};

/** An order's refunds as its documents and emails list them: pending and succeeded ones, on the day asked. */
export const refundFigures = (rows: readonly RefundRow[]): RefundFigure[] =>
  rows.filter(counts).map((row) => ({ cents: row.amountCents, day: day(row.createdAt) }));

/**
 * The standard PDF fonts (Helvetica here) carry WinAnsi: Latin-1 and a few typographic signs. Any
 * other character would print as a wrong glyph, so letters lose their accents first (Ł stays, ő → o)
 * and what is left outside the set prints as "?": a name in another script is never garbled nor fatal.
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (char === "\r") continue;
    if (char === "\n" || char === "\t") {
      out += char === "\n" ? "\n" : " ";
      continue;
    }
    const bare = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += bare && [...bare].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0x7e) ? bare : "?";
  }
  return out;
}

/**
 * How a receipt says the order was paid: the owner's record of a manual payment, else the card.
 * An order refunded in full was paid too, for its receipt (`refunded`).
 */
export function paymentOf(
  row: {
    paymentStatus: string;
    paidAt: Date | null;
    stripePaymentIntentId: string | null;
    history: OrderHistoryEntry[];
    createdAt: Date;
  },
  { refunded = false }: { refunded?: boolean } = {},
): OrderDocument["payment"] {
  if (row.paymentStatus !== "paid" && !(refunded && row.paymentStatus === "refunded")) return null;
  const marked = [...row.history].reverse().find((entry) => entry.event === "marked_paid");
  if (marked?.event === "marked_paid") {
    const method = marked.method ? paymentMethodInSentence(marked.method) : "manual payment";
    // The day the money arrived, as the owner gave it, at noon UTC so that no time zone moves it.
    return { paidAt: new Date(`${marked.paidOn}T12:00:00Z`), method };
  }
  return { paidAt: row.paidAt ?? row.createdAt, method: "card" };
}

/** The box a document prints under its amounts. */
type DocumentNote = { heading: string; body: string };

/** The box under a paid order's amounts: "Paid", "Partially refunded" or "Refunded", and how. */
export function paidNote(
  paid: NonNullable<OrderDocument["payment"]>,
  totalCents: number,
  netCents: number,
): DocumentNote {
  const heading = paidStanding(totalCents, totalCents - netCents);
  const on = `on ${day(paid.paidAt)} by ${paid.method}`;
  switch (heading) {
    case "Paid":
      return { heading, body: `Paid in full ${on}. Thank you!` };
    case "Partially refunded":
      return {
        heading,
        body: `Paid ${formatCents(totalCents)} ${on}. ${formatCents(totalCents - netCents)} has been refunded since, so the net paid is ${formatCents(netCents)}.`,
      };
    case "Refunded":
      return { heading, body: `Paid ${formatCents(totalCents)} ${on}, and refunded in full since: nothing is kept.` };
  }
}

/** The documents' palette (the shop's woods) and page: shared by invoices, receipts and packing slips. */
export const INKS = {
  walnut: "#5a3a22",
  cherry: "#8b3a2b",
  ink: "#2b2118",
  muted: "#6b5443",
  rule: "#eadfce",
  maple: "#fbf7f0",
} as const;
const { walnut: WALNUT, cherry: CHERRY, ink: INK, muted: MUTED, rule: RULE, maple: MAPLE } = INKS;

export const MARGIN = 54;
/** US Letter, in points: the shop sells in dollars to US addresses. */
export const PAGE = { width: 612, height: 792 };
export const CONTENT = PAGE.width - 2 * MARGIN;
/** Columns of the lines' table: quantity, board, unit price, line total (the amounts right-aligned). */
const COLS = { qty: 34, price: 90, total: 90 };
const BOARD_WIDTH = CONTENT - COLS.qty - COLS.price - COLS.total - 24;

export const day = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * What an unpaid invoice says under its total: how to pay, or, while the customer's request to cancel
 * waits for the owner, that nothing is due meanwhile, as the order's page says (decision 076).
 */
function invoiceNote({ paymentNote, cancellationRequestedAt, shop }: OrderDocument): DocumentNote {
  if (cancellationRequestedAt)
    return {
      heading: "Cancellation requested",
      body: `You asked to cancel this order on ${day(cancellationRequestedAt)}. Nothing is due while we look at your request, and we'll email you as soon as we have.`,
    };
  return { heading: "How to pay", body: paymentNote.trim() || `Please contact us at ${shop.email} to pay.` };
}

/** A new document on US Letter with its pages kept (for the feet) and the promise of its bytes. */
export function startPdf(title: string, author: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    // The page numbers are written once every page exists.
    bufferPages: true,
    info: { Title: winAnsi(title), Author: winAnsi(author) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** Each page's foot: `text` and the page number; then the document is finished. */
export function endWithFeet(doc: PDFKit.PDFDocument, text: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${text}  ·  Page ${i + 1} of ${range.count}`, MARGIN, PAGE.height - MARGIN, {
        width: CONTENT,
        align: "center",
        lineBreak: false,
      });
  }
  doc.end();
}

/** The document's file name: "grain-and-groove-invoice-42.pdf". */
export function documentFilename(kind: DocumentKind, orderId: number): string {
  return `grain-and-groove-${kind}-${orderId}.pdf`;
}

/** An invoice (with the payment instructions) or a receipt (paid, when and how) of one order, as PDF bytes. */
/**
 * A document's head, as every document of the shop has it (the commission receipts too): the walnut
 * band, the shop and its contacts on the left; the document's title and `lines` (its number, its
 * date) on the right. Leaves doc.y under the right-hand lines.
 */
export function documentHeader(doc: PDFKit.PDFDocument, shop: ShopDetails, title: string, lines: readonly string[]) {
  doc.rect(0, 0, PAGE.width, 8).fill(WALNUT);
  doc.font("Helvetica-Bold").fontSize(22).fillColor(WALNUT).text(winAnsi(shop.name), MARGIN, MARGIN);
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(winAnsi([shop.email, shop.phone, shop.website].filter(Boolean).join("  ·  ")), MARGIN, doc.y + 2, {
      width: CONTENT * 0.6,
    });
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(CHERRY)
    .text(title.toUpperCase(), MARGIN, MARGIN, { width: CONTENT, align: "right", characterSpacing: 2 });
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  lines.forEach((line, i) => doc.text(line, MARGIN, i === 0 ? doc.y + 4 : doc.y, { width: CONTENT, align: "right" }));
}

export function orderDocumentPdf(input: OrderDocument): Promise<Buffer> {
  const { kind, order, shop } = input;
  const title = kind === "invoice" ? "Invoice" : "Receipt";
  const { doc, done } = startPdf(`${shop.name} ${title.toLowerCase()} for order #${order.id}`, shop.name);
  const text = (value: string) => winAnsi(value);
  const bottom = PAGE.height - MARGIN - 24;

  // Header: the shop on the left, the document and its number on the right.
  documentHeader(doc, shop, title, [
    `Order #${order.id}`,
    `Date: ${day(kind === "receipt" && input.payment ? input.payment.paidAt : input.placedAt)}`,
  ]);
  if (kind === "receipt") doc.text(`Ordered: ${day(input.placedAt)}`, { width: CONTENT, align: "right" });

  // Who and where: billed to the customer, shipped to the address of the order.
  let y = Math.max(doc.y, MARGIN + 60) + 22;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  y += 14;
  const half = CONTENT / 2 - 10;
  const block = (x: number, heading: string, body: string) => {
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width: half });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(INK)
      .text(text(body), x, doc.y + 4, { width: half });
    return doc.y;
  };
  const billed = [order.customerName, order.customerEmail, order.customerPhone].filter(Boolean).join("\n");
  y = Math.max(block(MARGIN, "Billed to", billed), block(MARGIN + half + 20, "Ship to", shipToText(order))) + 24;

  // The lines, with a header row repeated on every page they run onto.
  const header = () => {
    doc.rect(MARGIN, y, CONTENT, 22).fill(MAPLE);
    doc.font("Helvetica-Bold").fontSize(9).fillColor(WALNUT);
    let x = MARGIN + 8;
    doc.text("QTY", x, y + 7, { width: COLS.qty });
    x += COLS.qty;
    doc.text("BOARD", x, y + 7, { width: BOARD_WIDTH });
    x += BOARD_WIDTH;
    doc.text("UNIT PRICE", x, y + 7, { width: COLS.price, align: "right" });
    x += COLS.price;
    doc.text("LINE TOTAL", x, y + 7, { width: COLS.total, align: "right" });
    y += 28;
  };
  const newPage = () => {
    doc.addPage();
    doc.rect(0, 0, PAGE.width, 8).fill(WALNUT);
    y = MARGIN;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${text(shop.name)} · ${title} for order #${order.id} (continued)`, MARGIN, y, { width: CONTENT });
    y = doc.y + 12;
  };
  header();
  doc.font("Helvetica").fontSize(10.5);
  for (const item of order.items) {
    const unit = parseCents(item.price ?? "") ?? 0;
    const board = item.dimensions ? `${item.productName} (${item.dimensions})` : item.productName;
    // A made-to-order board's lead time, as promised when it was bought, and its engraving, each on a line of its own.
    const name = text([board, ...itemNotes(item)].join("\n"));
    doc.font("Helvetica").fontSize(10.5);
    const height = Math.max(doc.heightOfString(name, { width: BOARD_WIDTH - 8 }), 12) + 12;
    if (y + height > bottom) {
      newPage();
      header();
    }
    doc.font("Helvetica").fontSize(10.5).fillColor(INK);
    let x = MARGIN + 8;
    doc.text(String(item.quantity), x, y, { width: COLS.qty });
    x += COLS.qty;
    doc.text(name, x, y, { width: BOARD_WIDTH - 8 });
    x += BOARD_WIDTH;
    doc.text(formatCents(unit), x, y, { width: COLS.price, align: "right" });
    x += COLS.price;
    doc.text(formatCents(unit * item.quantity), x, y, { width: COLS.total, align: "right" });
    y += height;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(PAGE.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  // The amount rows, kept together under the lines.
  if (y + 90 > bottom) newPage();
  y += 4;
  // The amounts end where the lines' totals end.
  const valueX = MARGIN + CONTENT - 16 - COLS.total;
  // Wide enough for "Refunded September 30, 2026" on one line.
  const labelX = valueX - 210;
  const amount = (label: string, value: string, strong = false) => {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 12.5 : 10.5)
      .fillColor(strong ? WALNUT : INK);
    doc.text(text(label), labelX, y, { width: 200, align: "right" });
    doc.text(value, valueX, y, { width: COLS.total, align: "right" });
    y = doc.y + 6;
  };
  const paid = input.payment;
  // A paid order lists what went back since under its total, and the net paid (issue 40).
  const rows = paidOrderRows(order, paid ? input.refunds : [], { total: paid ? "Total paid" : "Total due" });
  for (const row of rows) {
    if (row.kind === "total" || row.kind === "net") {
      doc
        .moveTo(labelX + 100, y - 2)
        .lineTo(valueX + COLS.total, y - 2)
        .lineWidth(1)
        .strokeColor(WALNUT)
        .stroke();
      y += 4;
    }
    // WinAnsi has no minus sign: the en dash stands for it.
    amount(row.label, row.text.replace("\u2212", "–"), row.kind === "total" || row.kind === "net");
  }

  // An unpaid invoice asks for the money; a receipt (or the invoice of a paid order) says it
  // arrived, and what went back since, in Shopify's words.
  const note = paid
    ? paidNote(paid, order.totalCents, rowOf(rows, "net")?.cents ?? order.totalCents)
    : kind === "invoice"
      ? invoiceNote(input)
      : null;
  if (note) {
    const body = text(note.body);
    doc.font("Helvetica").fontSize(10.5);
    const height = doc.heightOfString(body, { width: CONTENT - 32 }) + 44;
    y += 18;
    if (y + height > bottom) newPage();
    doc.roundedRect(MARGIN, y, CONTENT, height, 6).fillAndStroke(MAPLE, RULE);
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(kind === "receipt" || paid ? CHERRY : WALNUT)
      .text(note.heading, MARGIN + 16, y + 14, { width: CONTENT - 32 });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(INK)
      .text(body, MARGIN + 16, doc.y + 4, { width: CONTENT - 32 });
    y += height;
  }

  // Each page's foot: a thank-you and the page number.
  endWithFeet(doc, "Thank you for supporting handmade work.");
  return done;
}
