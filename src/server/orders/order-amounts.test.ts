import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../infra/mail";
import { pdfText } from "../test/pdf-text";
import { addedUp, printedCents, randomOrder } from "../test/order-arbitraries";
import { newOrderNotice, orderConfirmationEmail, type PlacedOrder } from "./order-emails";
import { invoiceEmail, pdfAttachment, receiptEmail } from "./payment-emails";
import { orderDocumentPdf, type DocumentKind } from "./order-documents";
import { packingSlipsPdf } from "./packing-slip";

// Every place that prints an order's money prints the rows of amountRows (decision 067): read back
// what each printed, its rows add up to its total, and that total is what the order charged.

type Rows = [label: string, amount: string][];

/** The text part's amount lines, "Label: $1.00", from Subtotal down to Total. */
function textRows(text: string): Rows {
  const lines = text.split("\n");
  const from = lines.findIndex((l) => l.startsWith("Subtotal: "));
  const to = lines.findIndex((l, i) => i > from && l.startsWith("Total: "));
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
    /(Subtotal|Shipping|Discount \([^)]*\)|Tax \([^)]*\)|Total due|Total paid) ([\u2212\u2013-]?\$[\d,]+\.\d{2}|Free)/g;
  return [...text.slice(from).matchAll(row)].map((m) => [m[1], m[2]]);
}

const ORIGIN = "https://shop.example";
const attachment = pdfAttachment("doc.pdf", Buffer.from("%PDF"));
const emails: [string, (order: PlacedOrder) => MailMessage][] = [
  ["the confirmation", (order) => orderConfirmationEmail(order, ORIGIN)],
  ["the owner's new-order notice", (order) => newOrderNotice(order, "owner@example.com")],
  ["the invoice email", (order) => invoiceEmail(order, "Pay by bank transfer.", `${ORIGIN}/orders/t`, attachment)],
  [
    "the receipt email",
    (order) => receiptEmail(order, { paidOn: "2026-11-20", method: "cash" }, `${ORIGIN}/orders/t`, attachment),
  ],
];

/** Checks a place's rows add up to its total, the order's. */
function expectAddsUp(rows: Rows, order: PlacedOrder, where: string) {
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

  it.each(emails)("%s: the text and HTML parts' rows add up to the order's total", (name, email) => {
    fc.assert(
      fc.property(randomOrder, ({ order }) => {
        const mail = email(order);
        expectAddsUp(textRows(mail.text), order, `${name}, text`);
        expectAddsUp(htmlRows(mail.html), order, `${name}, HTML`);
        // Both parts print the same rows.
        expect(htmlRows(mail.html).map(([label]) => label)).toEqual(textRows(mail.text).map(([label]) => label));
      }),
      { numRuns: 200 },
    );
  });
});

describe("the amounts an order's documents print", () => {
  const shop = { name: "Grain & Groove", email: "shop@example.com", phone: "", website: ORIGIN };
  const document = (kind: DocumentKind, order: PlacedOrder) =>
    orderDocumentPdf({
      kind,
      order,
      placedAt: new Date("2026-11-20T10:00:00Z"),
      shop,
      paymentNote: "Pay by bank transfer.",
      payment: kind === "receipt" ? { paidAt: new Date("2026-11-21T12:00:00Z"), method: "card" } : null,
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
      fc.asyncProperty(randomOrder, async ({ order }) => {
        for (const kind of ["invoice", "receipt"] as const) {
          const { text } = await pdfText(await document(kind, order));
          const rows = pdfRows(text);
          expectAddsUp(rows, order, kind);
          expect(rows.at(-1)![0]).toBe(kind === "invoice" ? "Total due" : "Total paid");
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
