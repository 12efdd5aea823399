import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { OrderPage } from "@shared/order-page";
import type { UserOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, emlAttachments, pdfText } from "../test/pdf-text";

const NOTE = "Pay by bank transfer to Grain & Groove, account 12-3456. Put your order number as the reference.";
/** The note as an unpaid order shows it: with the day to pay by under it (decision 073). */
const withDeadline = expect.stringMatching(
  /^Pay by bank transfer .+ as the reference\.\n\nPlease pay by \w+ \d+, \d{4}\. An order still unpaid then is cancelled, and its boards go back on sale\.$/,
) as unknown;

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Cherry Round", price: "1249.50", dimensions: "14 × 14 in" }));
  await admin.patch("/api/admin/site-content").send({ paymentNote: NOTE }).expect(200);
});
afterAll(() => t?.close());

async function placeManualOrder(email = "sam@example.com"): Promise<CreatePaymentIntentAnswer> {
  const payload = checkoutPayload({ amount: "2499.00", items: [{ productId: board.id, quantity: 2 }] });
  payload.customerInfo.email = email;
  return bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
  );
}

/** The raw .eml files mailed to `to`, oldest first. */
async function rawMails(to: string): Promise<string[]> {
  await t.settled();
  const dir = path.join(t.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return mails.filter((m) => m.includes(`To: ${to}`));
}

/** The order page's token, as the confirmation email links it. */
async function mailedOrderToken(to: string, orderId: number): Promise<string> {
  const mail = (await t.outbox()).find((m) => m.includes(`To: ${to}`) && m.includes(`order #${orderId}`));
  const match = mail && /\/orders\/(\d+-[\w-]{32})/.exec(mail);
  if (!match) throw new Error(`no order page link mailed to ${to}`);
  return match[1];
}

const getPdf = (url: string, agent: TestAgent = request.agent(t.app)) => asBytes(agent.get(url));

describe("the order's own page, /orders/<token>", () => {
  it("is linked from the confirmation email, which carries the payment instructions in both parts", async () => {
    const placed = await placeManualOrder("page@example.com");
    const token = await mailedOrderToken("page@example.com", placed.orderId);
    expect(token.startsWith(`${placed.orderId}-`)).toBe(true);
    const mail = (await t.outbox()).find((m) => m.includes("To: page@example.com"))!;
    const [text, html] = mail.split(/Content-Type: text\/html/);
    expect(text).toContain("How to pay:");
    expect(text).toContain(NOTE);
    expect(html).toContain("Pay by bank transfer to Grain &amp; Groove, account 12-3456.");
    expect(html).toContain(`/orders/${token}`);
    expect(html).toContain("View your order");
    expect(html).toContain(">How to pay</p>");

    const page = bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${token}`).expect(200));
    expect(page).toMatchObject({
      orderId: placed.orderId,
      status: "ordered",
      paymentStatus: "manual",
      items: [
        {
          productName: "Cherry Round",
          dimensions: "14 × 14 in",
          leadTime: null,
          quantity: 2,
          price: "1249.50",
          lineTotal: "2499.00",
        },
      ],
      subtotal: "2499.00",
      total: "2499.00",
      payment: null,
      paymentInstructions: withDeadline,
      shipment: null,
      documents: { invoice: `/api/orders/${token}/invoice.pdf`, receipt: null },
    });

    // The confirmation page says the same, and links the page.
    const recap = bodyOf<OrderPaymentState>(
      await request(t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
    expect(recap.paymentInstructions).toEqual(withDeadline);
    expect(recap.orderPage).toBe(`/orders/${token}`);
  });

  it("answers 404 for a made-up token, a wrong one, the id alone and another order's key", async () => {
    const one = await placeManualOrder();
    const other = await placeManualOrder();
    const token = await mailedOrderToken("sam@example.com", other.orderId);
    const key = token.slice(token.indexOf("-") + 1);
    const refused = [
      "made-up",
      String(one.orderId),
      `${one.orderId}-${"A".repeat(32)}`,
      `${one.orderId}-${key}`,
      `${one.orderId}-${one.orderToken}x`,
      `0${token}`,
      `999999-${key}`,
    ];
    for (const bad of refused) {
      const res = await request(t.app)
        .get(`/api/orders/${encodeURIComponent(bad)}`)
        .expect(404);
      expect(res.body).toEqual({ message: "Order not found" });
      await request(t.app)
        .get(`/api/orders/${encodeURIComponent(bad)}/invoice.pdf`)
        .expect(404);
    }
    // The confirmation page's token, the id with its HMAC, opens it.
    const page = bodyOf<OrderPage>(
      await request(t.app).get(`/api/orders/${one.orderId}-${one.orderToken}`).expect(200),
    );
    expect(page.orderId).toBe(one.orderId);
  });

  it("is linked from the signed-in customer's dashboard", async () => {
    const customer = await t.asCustomer("dashboard@example.com", "dashboard-password-1");
    const payload = checkoutPayload({ amount: "1249.50", items: [{ productId: board.id, quantity: 1 }] });
    payload.customerInfo.email = "dashboard@example.com";
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await customer.post("/api/create-payment-intent").send(payload).expect(201),
    );
    const mine = bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200));
    expect(mine.find((o) => o.id === placed.orderId)?.page).toBe(`/orders/${placed.orderId}-${placed.orderToken}`);
  });

  it("is never cached on the way", async () => {
    const placed = await placeManualOrder();
    const res = await request(t.app).get(`/api/orders/${placed.orderId}-${placed.orderToken}`).expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("downloads the invoice by its token: a PDF with the order number, each line, the total and how to pay", async () => {
    const placed = await placeManualOrder();
    const token = `${placed.orderId}-${placed.orderToken}`;
    const res = await getPdf(`/api/orders/${token}/invoice.pdf`).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="grain-and-groove-invoice-${placed.orderId}.pdf"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const { text, pages } = await pdfText(res.body as Buffer);
    expect(pages).toHaveLength(1);
    expect(text).toContain("INVOICE");
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toMatch(/2 Cherry Round \(14 × 14 in\) \$1,?249\.50 \$2,?499\.00/);
    expect(text).toMatch(/Total due \$2,?499\.00/);
    expect(text).toContain(NOTE);
    expect(text).toContain("1 Main St");

    // No receipt before the payment.
    const receipt = await request(t.app).get(`/api/orders/${token}/receipt.pdf`).expect(404);
    expect(receipt.body).toEqual({ message: "This order is not paid yet, so it has no receipt." });
  });

  it("shows the payment, the tracking and the receipt once paid and shipped; the instructions go", async () => {
    const placed = await placeManualOrder();
    const token = `${placed.orderId}-${placed.orderToken}`;
    await admin
      .post(`/api/admin/orders/${placed.orderId}/mark-paid`)
      .send({ paidOn: "2026-03-02", method: "check" })
      .expect(200);
    await admin
      .patch(`/api/admin/orders/${placed.orderId}/status`)
      .send({ status: "shipped", carrier: "USPS", trackingNumber: "9400111899223197428490" })
      .expect(200);
    const page = bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${token}`).expect(200));
    expect(page).toMatchObject({
      status: "shipped",
      paymentStatus: "paid",
      payment: { paidAt: "2026-03-02T12:00:00.000Z", method: "check" },
      paymentInstructions: null,
      shipment: { carrier: "USPS", trackingNumber: "9400111899223197428490" },
      documents: { invoice: `/api/orders/${token}/invoice.pdf`, receipt: `/api/orders/${token}/receipt.pdf` },
    });
    expect(page.shipment?.trackingUrl).toContain("9400111899223197428490");
    const receipt = await getPdf(`/api/orders/${token}/receipt.pdf`).expect(200);
    expect(receipt.headers["content-disposition"]).toBe(
      `attachment; filename="grain-and-groove-receipt-${placed.orderId}.pdf"`,
    );
    const { text } = await pdfText(receipt.body as Buffer);
    expect(text).toContain("RECEIPT");
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toContain("Paid in full on March 2, 2026 by check.");
    expect(text).toMatch(/Total paid \$2,?499\.00/);

    // The shipping email links the page too.
    const shipped = (await t.outbox()).find((m) => m.includes(`Your board is on its way (order #${placed.orderId})`));
    expect(shipped).toContain(`/orders/${token}`);
  });

  it("sends the confirmation itself without attachments: the invoice and the receipt have emails of their own", async () => {
    await placeManualOrder("plain@example.com");
    const [mail] = await rawMails("plain@example.com");
    expect(emlAttachments(mail)).toEqual([]);
  });
});
