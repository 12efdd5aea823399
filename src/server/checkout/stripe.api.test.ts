import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminStats } from "@shared/stats";
import { bodyOf } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { startStripeShop, type StripeShop, type WebhookAnswer } from "../test/stripe.fixtures";

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(() => shop?.close());

describe("Stripe mode", () => {
  it("gives the browser the publishable key at run time", async () => {
    expect((await request(shop.t.app).get("/api/config").expect(200)).body).toEqual({
      stripePublishableKey: "pk_test_local",
      oidcEnabled: false,
    });
  });

  it("creates a PaymentIntent for the server's total in cents, with the order id and an idempotency key from the order", async () => {
    const b = await shop.board();
    const placed = await shop.order(b.id, 2);
    const intent = [...shop.stripe.intents.values()].find((i) => i.metadata.orderId === String(placed.orderId))!;
    expect(intent.amount).toBe(12850);
    expect(placed.clientSecret).toBe(intent.client_secret);
    const call = shop.stripe.requests.find((r) => r.form.get("metadata[orderId]") === String(placed.orderId))!;
    expect(call.idempotencyKey).toBe(`order-${placed.orderId}-payment-intent`);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "awaiting_payment",
      stripePaymentIntentId: intent.id,
    });
    // Not an order to ship yet: the statistics ignore it.
    const admin = await shop.t.asAdmin();
    expect(bodyOf<AdminStats>(await admin.get("/api/admin/stats")).revenueCollected).toBe("0.00");
  });

  it("refuses a webhook whose signature does not match (400) and changes nothing", async () => {
    const b = await shop.board();
    const placed = await shop.order(b.id);
    const { stripePaymentIntentId } = await shop.orderRow(placed.orderId);
    const payload = JSON.stringify({
      id: "evt_forged",
      type: "payment_intent.succeeded",
      data: { object: { id: stripePaymentIntentId } },
    });
    const forged = shop.forgedSignature(payload);
    const res = await request(shop.t.app)
      .post("/api/stripe/webhook")
      .set("Stripe-Signature", forged)
      .set("Content-Type", "application/json")
      .send(payload)
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Invalid webhook signature");
    await request(shop.t.app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .send(payload)
      .expect(400);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("awaiting_payment");
  });

  it("payment_intent.succeeded marks the order paid and emails once, however often it is delivered", async () => {
    const b = await shop.board();
    const placed = await shop.order(b.id);
    const { stripePaymentIntentId } = await shop.orderRow(placed.orderId);
    const mailsBefore = (await shop.t.outbox()).length;
    const first = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", stripePaymentIntentId!, { id: "evt_paid_once" }).expect(200),
    );
    expect(first.outcome).toBe("handled");
    const again = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", stripePaymentIntentId!, { id: "evt_paid_once" }).expect(200),
    );
    expect(again.outcome).toBe("duplicate");
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "paid" });
    const mails = (await shop.t.outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain("Your card payment has been received.");
    // A late failure event for the same intent does not undo the payment.
    await shop.webhook("payment_intent.payment_failed", stripePaymentIntentId!).expect(200);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("paid");
    const state = bodyOf<OrderPaymentState>(
      await request(shop.t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
    expect(state.paymentStatus).toBe("paid");
  });

  it("payment_intent.payment_failed keeps the hold for another card; the hold's expiry marks the order failed and gives the boards back", async () => {
    const b = await shop.board(3);
    const placed = await shop.order(b.id, 2);
    expect((await shop.productRow(b.id)).stock).toBe(1);
    const { stripePaymentIntentId } = await shop.orderRow(placed.orderId);
    await shop.webhook("payment_intent.payment_failed", stripePaymentIntentId!).expect(200);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("awaiting_payment");
    expect((await shop.productRow(b.id)).stock).toBe(1);
    await shop.t.checkout.expireUnpaid(new Date(Date.now() + 31 * 60_000));
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("failed");
    expect((await shop.productRow(b.id)).stock).toBe(3);
  });

  it("an order left unpaid past the hold gives its boards back and its intent is cancelled", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    expect(await shop.productRow(b.id)).toMatchObject({ stock: 0, inStock: false });
    expect(await shop.t.checkout.expireUnpaid(new Date(Date.now() + 10 * 60_000))).not.toContain(placed.orderId);
    expect(await shop.t.checkout.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toContain(placed.orderId);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "failed", stockReleased: true });
    expect(await shop.productRow(b.id)).toMatchObject({ stock: 1, inStock: true });
    const { stripePaymentIntentId } = await shop.orderRow(placed.orderId);
    expect(shop.stripe.intents.get(stripePaymentIntentId!)!.status).toBe("canceled");
    // Running it again changes nothing (any instance may run the job).
    expect(await shop.t.checkout.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toEqual([]);
    expect((await shop.productRow(b.id)).stock).toBe(1);
  });

  it("when Stripe refuses, the shopper gets a 502, the order is failed and the boards return", async () => {
    const b = await shop.board(2);
    shop.stripe.failNextRequest();
    const res = await request(shop.t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "64.25",
          items: [{ productId: b.id, productName: "x", quantity: 1, price: "64.25" }],
        }),
      )
      .expect(502);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/could not be started/);
    expect((await shop.productRow(b.id)).stock).toBe(2);
  });
});
