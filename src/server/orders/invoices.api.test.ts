import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder, OrderItemSnapshot } from "@shared/orders";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { orders } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, emlAttachments, pdfText } from "../test/pdf-text";

const NOTE = "Bank transfer: Grain & Groove, routing 011000015, account 4242. Reference: your order number.";

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Walnut Block", price: "185.00", dimensions: "12 × 9 in" }));
  await admin.patch("/api/admin/site-content").send({ paymentNote: NOTE }).expect(200);
});
afterAll(() => t?.close());

async function placeManualOrder(email: string): Promise<CreatePaymentIntentAnswer> {
  const payload = checkoutPayload({ amount: "185.00", items: [{ productId: board.id, quantity: 1 }] });
  payload.customerInfo.email = email;
  return bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
  );
}

/** The raw .eml files mailed to `to` whose subject holds `subject`, oldest first. */
async function mailsTo(to: string, subject: string): Promise<string[]> {
  await t.settled();
  const dir = path.join(t.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return mails.filter((m) => m.includes(`To: ${to}`) && m.includes(subject));
}

const sendInvoice = (id: number) => admin.post(`/api/admin/orders/${id}/send-invoice`);
const pdf = (agent: TestAgent, url: string) => asBytes(agent.get(url));

describe("POST /api/admin/orders/:id/send-invoice", () => {
  it("emails the customer the invoice PDF with the payment instructions, and records it in the history", async () => {
    const placed = await placeManualOrder("invoice@example.com");
    const order = bodyOf<AdminOrder>(await sendInvoice(placed.orderId).expect(200));
    expect(order.history).toEqual([{ event: "invoice_sent", at: expect.any(String) as string }]);

    const [mail] = await mailsTo("invoice@example.com", `Invoice for your Grain & Groove order #${placed.orderId}`);
    expect(mail).toBeDefined();
    const attachments = emlAttachments(mail);
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`grain-and-groove-invoice-${placed.orderId}.pdf`, "application/pdf"],
    ]);
    const { text } = await pdfText(attachments[0].content);
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toMatch(/1 Walnut Block \(12 × 9 in\) \$185\.00 \$185\.00/);
    expect(text).toMatch(/Total due \$185\.00/);
    expect(text).toContain(NOTE);
    // The email's words say it too, with the order's page.
    const decoded = (await t.outbox()).find((m) =>
      m.includes(`Invoice for your Grain & Groove order #${placed.orderId}`),
    )!;
    expect(decoded).toContain("How to pay:");
    expect(decoded.split(/Content-Type: text\/html/)[1]).toContain(">How to pay</p>");
    expect(decoded).toContain(NOTE);
    expect(decoded).toContain(`/orders/${placed.orderId}-${placed.orderToken}`);
  });

  it("sends again when asked, and records each sending", async () => {
    const placed = await placeManualOrder("twice@example.com");
    await sendInvoice(placed.orderId).expect(200);
    const again = bodyOf<AdminOrder>(await sendInvoice(placed.orderId).expect(200));
    expect(again.history.map((e) => e.event)).toEqual(["invoice_sent", "invoice_sent"]);
    expect(await mailsTo("twice@example.com", "Invoice for your")).toHaveLength(2);
  });

  it("refuses a paid, cancelled, refunded or card order with the reason (409), and mails nothing", async () => {
    const paid = await placeManualOrder("refused@example.com");
    await admin.post(`/api/admin/orders/${paid.orderId}/mark-paid`).send({ paidOn: "2026-03-02" }).expect(200);
    const cancelled = await placeManualOrder("refused@example.com");
    await admin.patch(`/api/admin/orders/${cancelled.orderId}/cancel`).expect(200);
    const refunded = await placeManualOrder("refused@example.com");
    await t.db.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, refunded.orderId));
    const card = await placeManualOrder("refused@example.com");
    await t.db.update(orders).set({ paymentStatus: "awaiting_payment" }).where(eq(orders.id, card.orderId));

    const reasons: [number, RegExp][] = [
      [paid.orderId, /already paid/],
      [cancelled.orderId, /cancelled/],
      [refunded.orderId, /refunded/],
      [card.orderId, /paid by card/],
    ];
    for (const [id, reason] of reasons) {
      const res = await sendInvoice(id).expect(409);
      expect(bodyOf<ApiErrorBody>(res).message).toMatch(reason);
    }
    expect(await mailsTo("refused@example.com", "Invoice for your")).toEqual([]);
    await sendInvoice(999_999).expect(404);
  });

  it("is for admins only: 401 signed out, 403 for a customer", async () => {
    const placed = await placeManualOrder("guarded@example.com");
    await request(t.app).post(`/api/admin/orders/${placed.orderId}/send-invoice`).expect(401);
    const customer = await t.asCustomer();
    await customer.post(`/api/admin/orders/${placed.orderId}/send-invoice`).expect(403);
    await customer.get(`/api/admin/orders/${placed.orderId}/invoice.pdf`).expect(403);
    await request(t.app).get(`/api/admin/orders/${placed.orderId}/invoice.pdf`).expect(401);
    expect(await mailsTo("guarded@example.com", "Invoice for your")).toEqual([]);
  });
});

describe("'Mark as paid' mails the receipt", () => {
  it("once: the receipt PDF says paid, when and how; a repeat mails nothing", async () => {
    const placed = await placeManualOrder("receipt@example.com");
    await admin
      .post(`/api/admin/orders/${placed.orderId}/mark-paid`)
      .send({ paidOn: "2026-03-05", method: "bank_transfer" })
      .expect(200);
    await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-06" }).expect(200);

    const mails = await mailsTo("receipt@example.com", `Payment received: your receipt for order #${placed.orderId}`);
    expect(mails).toHaveLength(1);
    const [receipt] = emlAttachments(mails[0]);
    expect(receipt.filename).toBe(`grain-and-groove-receipt-${placed.orderId}.pdf`);
    const { text } = await pdfText(receipt.content);
    expect(text).toContain("RECEIPT");
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toMatch(/1 Walnut Block \(12 × 9 in\) \$185\.00 \$185\.00/);
    expect(text).toContain("Paid in full on March 5, 2026 by bank transfer.");
    expect(text).toMatch(/Total paid \$185\.00/);
    expect(text).not.toContain(NOTE);
  });
});

describe("the owner's downloads", () => {
  it("answers the invoice and, once paid, the receipt as PDF attachments that are never kept", async () => {
    const placed = await placeManualOrder("owner-pdf@example.com");
    const invoice = await pdf(admin, `/api/admin/orders/${placed.orderId}/invoice.pdf`).expect(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.headers["content-disposition"]).toBe(
      `attachment; filename="grain-and-groove-invoice-${placed.orderId}.pdf"`,
    );
    expect(invoice.headers["cache-control"]).toBe("no-store");
    expect((await pdfText(invoice.body as Buffer)).text).toContain(`Order #${placed.orderId}`);
    await admin.get(`/api/admin/orders/${placed.orderId}/receipt.pdf`).expect(404);
    await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-07" }).expect(200);
    const receipt = await pdf(admin, `/api/admin/orders/${placed.orderId}/receipt.pdf`).expect(200);
    expect((await pdfText(receipt.body as Buffer)).text).toContain("Paid in full on March 7, 2026");
    await admin.get("/api/admin/orders/999999/invoice.pdf").expect(404);
  });

  it("wraps a 20-line order onto a second page, every line and the total in it", async () => {
    const items: OrderItemSnapshot[] = Array.from({ length: 20 }, (_, i) => ({
      productId: board.id,
      product: {
        name: `Board No. ${i + 1}`,
        dimensions: "18 × 12 in",
        shape: "rectangle",
        juiceGroove: false,
        price: "100.00",
      },
      quantity: 1,
    }));
    const [row] = await t.db
      .insert(orders)
      .values({
        customerName: "Zoë Łukasz 王小明",
        customerEmail: "many@example.com",
        shippingAddress: "3 Ulica Długa\nGdańsk 80-831",
        items: JSON.stringify(items),
        total: "2000.00",
        paymentStatus: "manual",
      })
      .returning();
    const res = await pdf(admin, `/api/admin/orders/${row.id}/invoice.pdf`).expect(200);
    const { pages, text } = await pdfText(res.body as Buffer);
    expect(pages).toHaveLength(2);
    for (let i = 1; i <= 20; i++) expect(text).toContain(`Board No. ${i} (18 × 12 in) $100.00 $100.00`);
    expect(pages[1]).toMatch(/Total due \$2,?000\.00/);
    expect(pages[1]).toContain("Page 2 of 2");
    // Helvetica has no Ł nor Chinese: they print as close as Latin-1 allows, never crash the PDF.
    expect(text).toContain("Zoë ?ukasz ???");
    expect(text).toContain("Gdansk");
  });
});
