import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { OrderPage } from "@shared/order-page";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, pdfText } from "../test/pdf-text";

// Issue 40, item 1: the ship-to always names who it goes to, and the receipt tells of refunds.
let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Cherry Round", price: "80.00" }));
});
afterAll(() => t?.close());

/** Sam Shopper's manual order of one board, shipped to the billing address: "1 Main St\nPortland, OR 97201", no name. */
async function placeOrder(email: string): Promise<CreatePaymentIntentAnswer> {
  const payload = checkoutPayload({ amount: "80.00", items: [{ productId: board.id, quantity: 1 }] });
  payload.customerInfo.email = email;
  return bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
  );
}

/** The text of every mail to `to` whose subject starts with `subject`, decoded. */
async function mailed(to: string, subject: string): Promise<string> {
  await t.settled();
  const mail = (await t.outbox()).filter((m) => m.includes(`To: ${to}`) && m.includes(`Subject: ${subject}`)).at(-1);
  expect(mail, subject).toBeDefined();
  return mail!;
}

const pdfOf = async (url: string) => (await pdfText(bodyOf<Buffer>(await asBytes(admin.get(url)).expect(200)))).text;

const SHIP_TO = ["Sam Shopper", "1 Main St", "Portland, OR 97201"];

describe("the ship-to of an order shipped to its billing address (issue 40)", () => {
  it("names the buyer on the slip, the invoice, the emails, the order's page, the confirmation and the CSV", async () => {
    const email = "ship-to@example.com";
    const placed = await placeOrder(email);
    const id = placed.orderId;
    const lines = new RegExp(SHIP_TO.join("\\s+"));

    expect(await pdfOf(`/api/admin/orders/${id}/packing-slip.pdf`)).toMatch(new RegExp(`SHIP TO\\s+${lines.source}`));
    expect(await pdfOf(`/api/admin/orders/${id}/invoice.pdf`)).toMatch(lines);

    const confirmation = await mailed(email, `Your Grain & Groove order #${id}`);
    expect(confirmation).toContain(`Shipping to:\n${SHIP_TO.map((l) => `  ${l}`).join("\n")}`);
    expect(confirmation).toContain(`Shipping to:<br>${SHIP_TO.join("<br>")}`);
    const notice = (await t.outbox()).find((m) => m.includes(`Subject: New order #${id}:`))!;
    expect(notice).toContain(`Ship to:\n${SHIP_TO.join("\n")}`);
    expect(notice).toContain(`Ship to:<br>${SHIP_TO.join("<br>")}`);

    const recap = bodyOf<OrderPaymentState>(
      await request(t.app).get(`/api/orders/${id}/payment-status`).query({ token: placed.orderToken }).expect(200),
    );
    expect(recap.shippingAddress).toBe(SHIP_TO.join("\n"));
    const page = bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${id}-${placed.orderToken}`).expect(200));
    expect(page.shippingAddress).toBe(SHIP_TO.join("\n"));

    const csv = (await admin.get("/api/admin/exports/orders.csv").expect(200)).text;
    expect(csv).toContain(`"${SHIP_TO.join("\n")}"`);

    await admin.patch(`/api/admin/orders/${id}/status`).send({ status: "shipped", trackingNumber: "9" }).expect(200);
    const shipped = await mailed(email, "Your board is on its way");
    expect(shipped).toContain(`It is going to:\n${SHIP_TO.map((l) => `  ${l}`).join("\n")}`);
    expect(shipped).toContain(`It is going to:<br>${SHIP_TO.join("<br>")}`);
  });
});

describe("the receipt after refunds (issue 40)", () => {
  it("lists each refund on its day and the net paid: partially refunded, then refunded", async () => {
    const email = "receipt@example.com";
    const { orderId: id, orderToken } = await placeOrder(email);
    const paidOn = new Date().toISOString().slice(0, 10);
    await admin.post(`/api/admin/orders/${id}/mark-paid`).send({ paidOn, method: "cash" }).expect(200);
    const paid = await pdfOf(`/api/admin/orders/${id}/receipt.pdf`);
    expect(paid).toContain("Total paid $80.00");
    expect(paid).toContain("Paid in full on");
    expect(paid).not.toContain("Net paid");

    await admin
      .post(`/api/admin/orders/${id}/refunds`)
      .send({ amount: "30.00", reason: "A knot opened up." })
      .expect(201);
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const partial = await pdfOf(`/api/admin/orders/${id}/receipt.pdf`);
    expect(partial).toContain(`Total paid $80.00 Refunded ${today} –$30.00 Net paid $50.00`);
    expect(partial).toContain("Partially refunded");
    expect(partial).toContain("$30.00 has been refunded since, so the net paid is $50.00.");
    expect(partial).not.toContain("Paid in full");
    // The customer's copy says the same, and the refund's email lists the amounts with the refund.
    const token = `${id}-${orderToken}`;
    const customers = (
      await pdfText(bodyOf<Buffer>(await asBytes(request(t.app).get(`/api/orders/${token}/receipt.pdf`)).expect(200)))
    ).text;
    expect(customers).toContain("Partially refunded");
    const refundMail = await mailed(email, `Refund of $30.00 for your Grain & Groove order #${id}`);
    expect(refundMail).toContain(`Total paid: $80.00\nRefunded ${today}: \u2212$30.00\nNet paid: $50.00`);

    await admin.post(`/api/admin/orders/${id}/refunds`).send({ amount: "50.00", reason: "Returned." }).expect(201);
    const full = await pdfOf(`/api/admin/orders/${id}/receipt.pdf`);
    expect(full).toContain(`Refunded ${today} –$30.00 Refunded ${today} –$50.00 Net paid $0.00`);
    expect(full).toContain("and refunded in full since");
    // A fully refunded order keeps its receipt on its page.
    const page = bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${token}`).expect(200));
    expect(page.paymentStatus).toBe("refunded");
    expect(page.documents.receipt).toBe(`/api/orders/${token}/receipt.pdf`);
  });
});
