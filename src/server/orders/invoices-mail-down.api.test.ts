import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { AdminOrder } from "@shared/orders";
import type { MailMessage } from "../infra/mail";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";

/** The mail server: refusing every connection until it is back; what it received once it is. */
let up = false;
const received: MailMessage[] = [];
const smtp = {
  send(message: MailMessage): Promise<void> {
    if (!up) return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25"));
    received.push(message);
    return Promise.resolve();
  },
};
/** The mail queue's clock, which the test moves past the retry's back-off. */
let clock = new Date("2026-05-04T08:00:00Z").getTime();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: smtp, mail: { now: () => new Date(clock) } });
});
afterAll(() => t?.close());

describe("with the mail server down", () => {
  it("an order, 'Send invoice' and 'Mark as paid' still succeed, and their emails go out once it is back", async () => {
    const { admin, board } = await t.adminWithBoard({ name: "Maple Paddle", price: "64.00" });
    const payload = checkoutPayload({ amount: "64.00", items: [{ productId: board.id, quantity: 1 }] });
    payload.customerInfo.email = "patient@example.com";
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
    );
    const invoiced = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/send-invoice`).expect(200),
    );
    expect(invoiced.history.map((e) => e.event)).toEqual(["invoice_sent"]);
    const paid = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-05-04" }).expect(200),
    );
    expect(paid.paymentStatus).toBe("paid");
    await t.settled();
    expect(received).toEqual([]);

    // Back, and past the first retry's wait: each email goes, once, with its PDF.
    up = true;
    clock += 60 * 60_000;
    await t.settled();
    const toCustomer = received.filter((m) => m.to === "patient@example.com");
    expect(toCustomer.map((m) => m.subject).sort()).toEqual(
      [
        `Invoice for your Grain & Groove order #${placed.orderId}`,
        `Payment received: your receipt for order #${placed.orderId}`,
        `Your Grain & Groove order #${placed.orderId}`,
      ].sort(),
    );
    const receipt = toCustomer.find((m) => m.subject.startsWith("Payment received"))!;
    expect(receipt.attachments?.map((a) => a.filename)).toEqual([`grain-and-groove-receipt-${placed.orderId}.pdf`]);
    const { text } = await pdfText(Buffer.from(receipt.attachments![0].content, "base64"));
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toMatch(/Total paid \$64\.00/);
  });
});
