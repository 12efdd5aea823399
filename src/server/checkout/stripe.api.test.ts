import request from "supertest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPayload } from "../db/factories";
import { orders, products } from "../db/schema";
import { stripePayments } from "../infra/payments";
import { createTestApp, type TestApp } from "../test/harness";
import { startStripeStandIn } from "../test/stripe-stand-in";
import { checkoutPayload } from "./checkout.fixtures";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_stand_in";
const signer = new Stripe("sk_test_signer");

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    payments: stripePayments({ secretKey: "sk_test_local", publishableKey: "pk_test_local", webhookSecret: WEBHOOK_SECRET, api: stripe.api }),
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function board(stock: number | null = null) {
  const admin = await t.asAdmin();
  return (await admin.post("/api/products").send(productPayload({ name: `Board ${Math.random()}`, price: "64.25", stock } as never)).expect(201)).body;
}

async function order(productId: string, quantity = 1) {
  const res = await request(t.app)
    .post("/api/create-payment-intent")
    .send(checkoutPayload({ amount: (64.25 * quantity).toFixed(2), items: [{ productId, productName: "x", quantity, price: "64.25" }] }))
    .expect(201);
  return res.body as { clientSecret: string; orderId: number; orderToken: string };
}

function webhook(type: string, paymentIntentId: string, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    data: { object: { id: paymentIntentId, object: "payment_intent", last_payment_error: type.endsWith("failed") ? { message: "Your card was declined." } : null } },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return request(t.app).post("/api/stripe/webhook").set("Content-Type", "application/json").set("Stripe-Signature", signature).send(payload);
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe("Stripe mode", () => {
  it("gives the browser the publishable key at run time", async () => {
    expect((await request(t.app).get("/api/config").expect(200)).body).toEqual({ stripePublishableKey: "pk_test_local", oidcEnabled: false });
  });

  it("creates a PaymentIntent for the server's total in cents, with the order id and an idempotency key from the order", async () => {
    const b = await board();
    const placed = await order(b.id, 2);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.orderId === String(placed.orderId))!;
    expect(intent.amount).toBe(12850);
    expect(placed.clientSecret).toBe(intent.client_secret);
    const call = stripe.requests.find((r) => r.form.get("metadata[orderId]") === String(placed.orderId))!;
    expect(call.idempotencyKey).toBe(`order-${placed.orderId}-payment-intent`);
    expect(await orderRow(placed.orderId)).toMatchObject({ paymentStatus: "awaiting_payment", stripePaymentIntentId: intent.id });
    // Not an order to ship yet: the statistics ignore it.
    const admin = await t.asAdmin();
    expect((await admin.get("/api/admin/stats")).body.revenueCollected).toBe("0.00");
  });

  it("refuses a webhook whose signature does not match (400) and changes nothing", async () => {
    const b = await board();
    const placed = await order(b.id);
    const { stripePaymentIntentId } = await orderRow(placed.orderId);
    const payload = JSON.stringify({ id: "evt_forged", type: "payment_intent.succeeded", data: { object: { id: stripePaymentIntentId } } });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const res = await request(t.app).post("/api/stripe/webhook").set("Stripe-Signature", forged).set("Content-Type", "application/json").send(payload).expect(400);
    expect(res.body.message).toBe("Invalid webhook signature");
    await request(t.app).post("/api/stripe/webhook").set("Content-Type", "application/json").send(payload).expect(400);
    expect((await orderRow(placed.orderId)).paymentStatus).toBe("awaiting_payment");
  });

  it("payment_intent.succeeded marks the order paid and emails once, however often it is delivered", async () => {
    const b = await board();
    const placed = await order(b.id);
    const { stripePaymentIntentId } = await orderRow(placed.orderId);
    const mailsBefore = (await t.outbox()).length;
    expect((await webhook("payment_intent.succeeded", stripePaymentIntentId!, "evt_paid_once").expect(200)).body.outcome).toBe("handled");
    expect((await webhook("payment_intent.succeeded", stripePaymentIntentId!, "evt_paid_once").expect(200)).body.outcome).toBe("duplicate");
    expect(await orderRow(placed.orderId)).toMatchObject({ paymentStatus: "paid" });
    const mails = (await t.outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain("Your card payment has been received.");
    // A late failure event for the same intent does not undo the payment.
    await webhook("payment_intent.payment_failed", stripePaymentIntentId!).expect(200);
    expect((await orderRow(placed.orderId)).paymentStatus).toBe("paid");
    const state = await request(t.app).get(`/api/orders/${placed.orderId}/payment-status`).query({ token: placed.orderToken }).expect(200);
    expect(state.body.paymentStatus).toBe("paid");
  });

  it("payment_intent.payment_failed marks the order failed and gives the boards back", async () => {
    const b = await board(3);
    const placed = await order(b.id, 2);
    expect((await productRow(b.id)).stock).toBe(1);
    const { stripePaymentIntentId } = await orderRow(placed.orderId);
    await webhook("payment_intent.payment_failed", stripePaymentIntentId!).expect(200);
    expect((await orderRow(placed.orderId)).paymentStatus).toBe("failed");
    expect((await productRow(b.id)).stock).toBe(3);
  });

  it("an order left unpaid past the hold gives its boards back and its intent is cancelled", async () => {
    const b = await board(1);
    const placed = await order(b.id);
    expect(await productRow(b.id)).toMatchObject({ stock: 0, inStock: false });
    expect(await t.checkout.expireUnpaid(new Date(Date.now() + 10 * 60_000))).not.toContain(placed.orderId);
    expect(await t.checkout.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toContain(placed.orderId);
    expect(await orderRow(placed.orderId)).toMatchObject({ paymentStatus: "failed", stockReleased: true });
    expect(await productRow(b.id)).toMatchObject({ stock: 1, inStock: true });
    const { stripePaymentIntentId } = await orderRow(placed.orderId);
    expect(stripe.intents.get(stripePaymentIntentId!)!.status).toBe("canceled");
    // Running it again changes nothing (any instance may run the job).
    expect(await t.checkout.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toEqual([]);
    expect((await productRow(b.id)).stock).toBe(1);
  });

  it("when Stripe refuses, the shopper gets a 502, the order is failed and the boards return", async () => {
    const b = await board(2);
    stripe.failNextRequest();
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(checkoutPayload({ amount: "64.25", items: [{ productId: b.id, productName: "x", quantity: 1, price: "64.25" }] }))
      .expect(502);
    expect(res.body.message).toMatch(/could not be started/);
    expect((await productRow(b.id)).stock).toBe(2);
  });
});
