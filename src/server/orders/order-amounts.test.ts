import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../infra/mail";
import { pdfText } from "../test/pdf-text";
import type { RefundFigure } from "@shared/amount-rows";
import { addedUp, printedCents, randomOrder, type RandomRefund } from "../test/order-arbitraries";
import {
  newOrderNotice,
  orderConfirmationEmail,
  orderRefundedEmail,
  refundNotice,
  type PlacedOrder,
} from "./order-emails";
import {
  invoiceEmail,
  paymentReminderEmail,
  pdfAttachment,
  receiptEmail,
  unpaidCancelledEmail,
} from "./payment-emails";
import { orderDocumentPdf, type DocumentKind } from "./order-documents";
import { packingSlipsPdf } from "./packing-slip";
import { cancelledEmail, refundEmail } from "../refunds/refund-emails";
import { orderRows } from "./order-email-html";

// Every place that prints an order's money prints the rows of amountRows (decision 067): read back
// what each printed, its rows add up to its total, and that total is what the order charged.

type Rows = [label: string, amount: string][];

/** The text part's amount lines, "Label: $1.00", from Subtotal down to the total, or to the net paid after refunds. */
function textRows(text: string): Rows {
  const lines = text.split("\n");
  const from = lines.findIndex((l) => l.startsWith("Subtotal: "));
  const total = lines.findIndex((l, i) => i > from && /^Total( due| paid)?: /.test(l));
  const net = lines.findIndex((l, i) => i > total && l.startsWith("Net paid: "));
  const to = net >= 0 ? net : total;
  expect(from, text).toBeGreaterThanOrEqual(0);
  return lines.slice(from, to + 1).map((l) => {
    const at = l.lastIndexOf(": ");
    return [l.slice(0, at), l.slice(at + 2)];
  });
}

/** The HTML part's amount rows: the order table's rows of a label and an amount under its lines. */
function htmlRows(html: string): Rows {
  const row =
    /<tr><td style="padding:4px 0[^"]*">([^<]*)<\/td><td style="padding:4px 0;text-align:right[^"]*">([^<]*)<\/td><\/tr>/g;
  return [...html.matchAll(row)].map((m) => [m[1], m[2]]);
}

/** The PDF's amount rows, read as a reader sees them, from Subtotal to its Total. */
function pdfRows(text: string): Rows {
  const from = text.lastIndexOf("Subtotal ");
  const row =
    /(Subtotal|Shipping|Discount \([^)]*\)|Tax \([^)]*\)|Total due|Total paid|Refunded [A-Z][a-z]+ \d{1,2}, \d{4}|Net paid) ([\u2212\u2013-]?\$[\d,]+\.\d{2}|Free)/g;
  return [...text.slice(from).matchAll(row)].map((m) => [m[1], m[2]]);
}

const ORIGIN = "https://shop.example";
const attachment = pdfAttachment("doc.pdf", Buffer.from("%PDF"));
const page = `${ORIGIN}/orders/t`;
/** Each email that prints an order's amounts, and whether it lists the order's refunds under them. */
const emails: [string, (order: PlacedOrder, refunds: RefundFigure[]) => MailMessage, lists: boolean][] = [
  ["the confirmation", (order) => orderConfirmationEmail(order, ORIGIN), false],
  ["the owner's new-order notice", (order) => newOrderNotice(order, "owner@example.com"), false],
  ["the invoice email", (order) => invoiceEmail(order, "Pay by bank transfer.", page, attachment), false],
  [
    "the receipt email",
    (order, refunds) => receiptEmail(order, { paidOn: "2026-11-20", method: "cash" }, page, attachment, refunds),
    true,
  ],
  ["the payment reminder", (order) => paymentReminderEmail(order, "Pay by bank transfer.", page), false],
  ["the unpaid cancellation", (order) => unpaidCancelledEmail(order, new Date("2026-12-01T00:00:00Z"), page), false],
  [
    "the refund email",
    (order, refunds) =>
      refundEmail(order, { amountCents: refunds.at(-1)?.cents ?? 0, reason: "A scratch", via: "card" }, page, refunds),
    true,
  ],
  [
    "the cancellation's refund email",
    // Something was refunded (a cancellation with nothing paid prints no amounts).
    (order, refunds) =>
      cancelledEmail(order, { amountCents: Math.max(order.totalCents, 1), via: "manual" }, page, refunds),
    true,
  ],
];

/** The order's total as its rows print it. */
const printedTotal = (order: PlacedOrder) => orderRows(order).find((row) => row.kind === "total")!.text;

/** The refunds a document or an email lists: the pending and succeeded ones, on a day each. */
const figuresOf = (refunds: readonly RandomRefund[]): RefundFigure[] =>
  refunds
    .filter((refund) => refund.status !== "failed")
    .map((refund) => ({ cents: refund.amountCents, day: "November 29, 2026" }));

/**
 * Checks a place's rows add up to its total, the order's, and when it lists refunds, that each is
 * there and the net paid is the total less them all.
 */
function expectAddsUp(all: Rows, order: PlacedOrder, where: string, refunds: readonly RefundFigure[] = []) {
  const end = all.findIndex(([label]) => label.startsWith("Total"));
  expect(end, `${where}: ${JSON.stringify(all)}`).toBeGreaterThan(0);
  const rows = all.slice(0, end + 1);
  const after = all.slice(end + 1);
  const given = refunds.reduce((sum, refund) => sum + refund.cents, 0);
  if (refunds.length === 0) expect(after, where).toEqual([]);
  else {
    expect(
      after.map(([label]) => label),
      where,
    ).toEqual([...refunds.map((r) => `Refunded ${r.day}`), "Net paid"]);
    expect(
      after.slice(0, -1).map(([, amount]) => -printedCents(amount)),
      where,
    ).toEqual(refunds.map((r) => r.cents));
    const [afterSum, net] = addedUp([all[end], ...after]);
    expect({ afterSum, net }, where).toEqual({ afterSum: order.totalCents - given, net: order.totalCents - given });
  }
  const [sum, total] = addedUp(rows);
  expect({ sum, total }, `${where}: ${JSON.stringify(rows)}`).toEqual({
    sum: order.totalCents,
    total: order.totalCents,
  });
  // Every row the order has is there: subtotal, shipping, its discount and its tax, and the total.
  expect(rows.length, where).toBe(3 + (order.discountCode ? 1 : 0) + (order.taxLabel ? 1 : 0));
}

// Seattle: a $129.00 board, $7.95 shipping, Washington's 6.5% on the board alone.
const seattle: PlacedOrder = {
  id: 1042,
  customerName: "Dana Doe",
  customerEmail: "dana@example.com",
  customerPhone: null,
  shippingAddress: "1 Pike St\nSeattle, WA 98101",
  items: [
    {
      productId: null,
      productName: "Walnut Board",
      quantity: 1,
      price: "129.00",
      dimensions: null,
      shape: null,
      juiceGroove: null,
      leadTime: null,
      engraving: null,
    },
  ],
  totalCents: 145_34,
  shippingCents: 7_95,
  discountCents: 0,
  discountCode: null,
  taxCents: 8_39,
  taxLabel: "Tax (WA 6.5%)",
  paymentStatus: "paid",
  gift: null,
};

describe("the amounts an order's emails print", () => {
  it("the owner's new-order notice has the tax line, so its lines add up (issue 38)", () => {
    const notice = newOrderNotice(seattle, "owner@example.com");
    expect(notice.text).toContain(
      ["Subtotal: $129.00", "Shipping: $7.95", "Tax (WA 6.5%): $8.39", "Total: $145.34"].join("\n"),
    );
    expect(htmlRows(notice.html)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Tax (WA 6.5%)", "$8.39"],
      ["Total", "$145.34"],
    ]);
    // Free shipping reads "Free" in both parts, as everywhere.
    const free = newOrderNotice({ ...seattle, shippingCents: 0, totalCents: 137_39 }, "owner@example.com");
    expect(free.text).toContain("Shipping: Free\n");
    expect(htmlRows(free.html)[1]).toEqual(["Shipping", "Free"]);
  });

  it.each(emails)("%s: the text and HTML parts' rows add up to the order's total", (name, email, lists) => {
    fc.assert(
      fc.property(randomOrder, ({ order, refunds }) => {
        const given = figuresOf(refunds);
        const mail = email(order, given);
        const listed = lists ? given : [];
        expectAddsUp(textRows(mail.text), order, `${name}, text`, listed);
        expectAddsUp(htmlRows(mail.html), order, `${name}, HTML`, listed);
        // Both parts print the same rows.
        expect(htmlRows(mail.html).map(([label]) => label)).toEqual(textRows(mail.text).map(([label]) => label));
      }),
      { numRuns: 200 },
    );
  });
});

describe("the emails that print one amount of an order", () => {
  it("the late card payment's refund emails print the order's total, the total row's, in both parts", () => {
    fc.assert(
      fc.property(randomOrder, ({ order }) => {
        const total = printedTotal(order);
        const customer = orderRefundedEmail(order);
        expect(customer.text).toContain(`We have refunded the full ${total} to your card.`);
        expect(customer.html).toContain(`We have refunded the full ${total} to your card.`);
        const owner = refundNotice(order, "owner@example.com");
        expect(owner.subject).toBe(`Order #${order.id} refunded automatically: ${total}`);
        expect(owner.text).toContain(`the card payment of ${total} arrived`);
        expect(owner.html).toContain(`the card payment of ${total} arrived`);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the amounts an order's documents print", () => {
  const shop = { name: "Grain & Groove", email: "shop@example.com", phone: "", website: ORIGIN };
  const document = (kind: DocumentKind, order: PlacedOrder, refunds: RefundFigure[] = []) =>
    orderDocumentPdf({
      kind,
      order,
      placedAt: new Date("2026-11-20T10:00:00Z"),
      shop,
      paymentNote: "Pay by bank transfer.",
      cancellationRequestedAt: null,
      payment: kind === "receipt" ? { paidAt: new Date("2026-11-21T12:00:00Z"), method: "card" } : null,
      refunds,
    });

  it("a receipt after a partial refund lists it on its day, the net paid, and is no longer paid in full (issue 40)", async () => {
    const refunds = [{ cents: 72_67, day: "November 29, 2026" }];
    const { text } = await pdfText(await document("receipt", seattle, refunds));
    expect(pdfRows(text)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Tax (WA 6.5%)", "$8.39"],
      ["Total paid", "$145.34"],
      ["Refunded November 29, 2026", "–$72.67"],
      ["Net paid", "$72.67"],
    ]);
    expect(text).toContain("Partially refunded");
    expect(text).not.toContain("Paid in full");
    const full = await pdfText(
      await document("receipt", seattle, [...refunds, { cents: 72_67, day: "December 1, 2026" }]),
    );
    expect(pdfRows(full.text).slice(-2)).toEqual([
      ["Refunded December 1, 2026", "–$72.67"],
      ["Net paid", "$0.00"],
    ]);
    expect(full.text).toMatch(/Refunded\s+Paid \$145\.34 on November 21, 2026 by card, and refunded in full/);
  });

  it("the Seattle invoice prints its tax and a total its rows add up to", async () => {
    const { text } = await pdfText(await document("invoice", seattle));
    expect(pdfRows(text)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Tax (WA 6.5%)", "$8.39"],
      ["Total due", "$145.34"],
    ]);
  });

  // Each case renders PDFs and reads them back: few runs, so the suite stays fast on two cores.
  it("the invoice's and the receipt's rows add up to the total, and a packing slip's prices to the subtotal", async () => {
    await fc.assert(
      fc.asyncProperty(randomOrder, async ({ order, refunds }) => {
        const given = figuresOf(refunds);
        for (const kind of ["invoice", "receipt"] as const) {
          // An unpaid invoice has nothing to refund; a receipt lists every refund.
          const listed = kind === "receipt" ? given : [];
          const { text } = await pdfText(await document(kind, order, listed));
          const rows = pdfRows(text);
          expectAddsUp(rows, order, kind, listed);
          expect(rows.find(([label]) => label.startsWith("Total"))![0]).toBe(
            kind === "invoice" ? "Total due" : "Total paid",
          );
        }
        // The slip prints no amount rows, only each line's price (unless a gift hides them).
        const { text } = await pdfText(await packingSlipsPdf([{ order, placedAt: new Date() }], shop));
        const prices = [...text.matchAll(/\$[\d,]+\.\d{2}/g)].reduce((sum, m) => sum + printedCents(m[0]), 0);
        expect(prices).toBe(order.totalCents - order.shippingCents - order.taxCents + order.discountCents);
      }),
      { numRuns: 20 },
    );
  });
});
