import type { CommissionPaymentKind } from "@shared/commissions";
import { formatCents } from "@shared/money";
import { paymentMethodInSentence } from "@shared/payment-methods";
import {
  CONTENT,
  INKS,
  MARGIN,
  PAGE,
  day,
  documentHeader,
  endWithFeet,
  startPdf,
  winAnsi,
  type ShopDetails,
} from "../orders/order-documents";

/** One line of a receipt's money: a label and its cents (a refund's are taken off). */
type ReceiptRow = { label: string; cents: number; strong?: boolean };

/** What the receipt of one commission part prints (decision 080). */
export type CommissionReceipt = {
  shop: ShopDetails;
  reference: string;
  kind: CommissionPaymentKind;
  customer: { name: string; email: string };
  deliveryAddress: string | null;
  /** The quote the part was paid against: its version, what it is for, its price and sales tax. */
  quote: { version: number; description: string; priceCents: number; tax: { label: string; cents: number } | null };
  /** This part: its amount, when and how it arrived. */
  paid: { amountCents: number; at: Date; via: "card" | "manual"; method: string | null };
  /** The deposit paid before it (a balance's receipt shows it). */
  depositPaid: { amountCents: number; at: Date } | null;
  /** What was given back of this part, and when (decision 045). */
  refunds: readonly { amountCents: number; at: Date }[];
  /** What is left to pay on the commission after this part. */
  balanceLeftCents: number;
};

const PARTS = { deposit: "Deposit", balance: "Final payment" } as const;

/** The receipt's file name: "grain-and-groove-C-1042-deposit-receipt.pdf". */
export const receiptFilename = (reference: string, kind: CommissionPaymentKind) =>
  `grain-and-groove-${reference}-${kind}-receipt.pdf`;

/** How a part arrived, as a receipt says it: "card", "bank transfer", or "manual payment". */
function paidBy(paid: CommissionReceipt["paid"]): string {
  if (paid.via === "card") return "card";
  return paid.method ? paymentMethodInSentence(paid.method) : "manual payment";
}

/** The money rows: the commission's total, then what was paid towards it, refunds, and what is left. */
function rowsOf(input: CommissionReceipt): ReceiptRow[] {
  const { quote, paid, kind } = input;
  const rows: ReceiptRow[] = [{ label: `Price (quote v${quote.version})`, cents: quote.priceCents }];
  if (quote.tax) rows.push({ label: quote.tax.label, cents: quote.tax.cents });
  rows.push({ label: "Total", cents: quote.priceCents + (quote.tax?.cents ?? 0), strong: true });
  if (kind === "balance" && input.depositPaid)
    rows.push({ label: `Deposit paid ${day(input.depositPaid.at)}`, cents: -input.depositPaid.amountCents });
  rows.push({ label: `${PARTS[kind]} paid ${day(paid.at)}`, cents: -paid.amountCents, strong: true });
  for (const refund of input.refunds) rows.push({ label: `Refunded ${day(refund.at)}`, cents: refund.amountCents });
  rows.push({ label: input.balanceLeftCents > 0 ? "Balance due" : "Balance", cents: input.balanceLeftCents });
  return rows;
}

/**
 * The receipt of a commission's deposit or final payment, as PDF bytes: drawn with the order
 * documents' page, palette, fonts and feet (decision 039), so every document of the shop looks one.
 */
export function commissionReceiptPdf(input: CommissionReceipt): Promise<Buffer> {
  const { shop, reference, kind, paid } = input;
  const { doc, done } = startPdf(`${shop.name} receipt for commission ${reference}`, shop.name);
  const text = (value: string) => winAnsi(value);

  // Header: the shop on the left, the receipt and the commission's reference on the right.
  documentHeader(doc, shop, "Receipt", [`Commission ${reference}`, `Date: ${day(paid.at)}`]);

  let y = Math.max(doc.y, MARGIN + 60) + 22;
  const rule = (at: number, color: string = INKS.rule, width = 1) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(PAGE.width - MARGIN, at)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  rule(y);
  y += 14;
  const half = CONTENT / 2 - 10;
  const block = (x: number, heading: string, body: string) => {
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(INKS.muted).text(heading.toUpperCase(), x, y, { width: half });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(INKS.ink)
      .text(text(body), x, doc.y + 4, { width: half });
    return doc.y;
  };
  const received = `${input.customer.name}\n${input.customer.email}`;
  const deliver = input.deliveryAddress ?? "Given when the quote is accepted";
  y = Math.max(block(MARGIN, "Received from", received), block(MARGIN + half + 20, "Deliver to", deliver)) + 24;

  // What it is for: the custom board of the quote.
  doc.rect(MARGIN, y, CONTENT, 22).fill(INKS.maple);
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(INKS.walnut)
    .text("FOR", MARGIN + 8, y + 7);
  y += 30;
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(INKS.ink)
    .text(text(input.quote.description), MARGIN + 8, y, { width: CONTENT - 16 });
  y = doc.y + 16;

  // The money, right-aligned under the description.
  const valueWidth = 100;
  const valueX = MARGIN + CONTENT - 8 - valueWidth;
  const labelX = valueX - 230;
  for (const row of rowsOf(input)) {
    if (row.label === "Total") {
      rule(y - 4);
    }
    doc
      .font(row.strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(row.strong ? 11.5 : 10.5)
      .fillColor(row.strong ? INKS.walnut : INKS.ink);
    // WinAnsi has no minus sign: the en dash stands for it.
    const value = row.cents < 0 ? `– ${formatCents(-row.cents)}` : formatCents(row.cents);
    doc.text(text(row.label), labelX, y, { width: 220, align: "right" });
    doc.text(value, valueX, y, { width: valueWidth, align: "right" });
    y = doc.y + 7;
  }

  // The thanks: what arrived, when and how.
  const refunded = input.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const body = text(
    `${PARTS[kind]} of ${formatCents(paid.amountCents)} received on ${day(paid.at)} by ${paidBy(paid)}, for commission ${reference}.` +
      (refunded > 0 ? ` ${formatCents(refunded)} of it was refunded.` : "") +
      (input.balanceLeftCents > 0
        ? ` The balance of ${formatCents(input.balanceLeftCents)} is still to pay.`
        : " Your board is paid in full.") +
      " Thank you!",
  );
  doc.font("Helvetica").fontSize(10.5);
  const height = doc.heightOfString(body, { width: CONTENT - 32 }) + 44;
  y += 18;
  doc.roundedRect(MARGIN, y, CONTENT, height, 6).fillAndStroke(INKS.maple, INKS.rule);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INKS.cherry)
    .text("Paid", MARGIN + 16, y + 14, { width: CONTENT - 32 });
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(INKS.ink)
    .text(body, MARGIN + 16, doc.y + 4, { width: CONTENT - 32 });

  endWithFeet(doc, "Thank you for supporting handmade work.");
  return done;
}
