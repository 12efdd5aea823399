import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogRepo } from "../catalog/catalog.repo";
import type { Db } from "../db/client";
import { orders, stripeEvents } from "../db/schema";
import { orderStock } from "../orders/order-stock";
import { ordersRepo } from "../orders/orders.repo";
import type { ApiErrorBody } from "@shared/errors";
import { bodyOf } from "../test/harness";
import { startStripeShop, type StripeShop, type WebhookAnswer } from "../test/stripe.fixtures";

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(() => shop?.close());

/** Gives an order's boards back at once, as the expiry of its hold would. */
const releaseOrderStock = (db: Db, orderId: number) => orderStock(ordersRepo(db), catalogRepo(db)).release(orderId);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Paid orders whose items hold this board: never more than the boards there were. */
async function paidOrdersFor(productId: string) {
  return shop.t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "paid"), sql`${orders.items} like ${`%${productId}%`}`));
}

describe("finding 17 — oversell after a declined card", () => {
  it("finding 17: a declined card gives no board back, so another card can still pay the order", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    await shop.webhook("payment_intent.payment_failed", placed.intentId).expect(200);
    expect(shop.stripe.intents.get(placed.intentId)!.status).not.toBe("canceled");
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "awaiting_payment",
      stockReleased: false,
    });
    expect(await shop.productRow(b.id)).toMatchObject({ stock: 0, inStock: false });
    // The shopper tries another card: the order is paid and the board, still held, is theirs alone.
    shop.stripe.pay(placed.intentId);
    await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "paid", stockReleased: false });
    expect((await shop.productRow(b.id)).stock).toBe(0);
  });

  it("finding 17: when a declined order's hold expires, the intent is cancelled before the boards go back, so it can no longer be paid", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    await shop.webhook("payment_intent.payment_failed", placed.intentId).expect(200);
    await shop.t.checkout.expireUnpaid(later(31));
    const cancel = shop.stripe.requests.findIndex((r) => r.path === `/v1/payment_intents/${placed.intentId}/cancel`);
    expect(cancel).toBeGreaterThanOrEqual(0);
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("canceled");
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "failed", stockReleased: true });
    expect(await shop.productRow(b.id)).toMatchObject({ stock: 1, inStock: true });
    // A late try with another card is refused by Stripe: the board can be sold to the next shopper.
    expect(() => shop.stripe.pay(placed.intentId)).toThrow(/status canceled cannot be confirmed/);
  });

  it("finding 17: a decline while another attempt is already clearing keeps the hold, and the success settles the order", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    shop.stripe.process(placed.intentId);
    await shop.webhook("payment_intent.payment_failed", placed.intentId).expect(200);
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("processing");
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "awaiting_payment",
      stockReleased: false,
    });
    expect((await shop.productRow(b.id)).stock).toBe(0);
    shop.stripe.pay(placed.intentId);
    await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "paid", stockReleased: false });
    expect((await shop.productRow(b.id)).stock).toBe(0);
  });

  it("finding 17: an order past its hold whose payment is clearing keeps its boards; it expires once the intent is cancelled", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    shop.stripe.process(placed.intentId);
    expect(await shop.t.checkout.expireUnpaid(later(31))).not.toContain(placed.orderId);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "awaiting_payment",
      stockReleased: false,
    });
    expect((await shop.productRow(b.id)).stock).toBe(0);
    // The bank gives up: the intent asks for a payment method again, and the next run cancels it first.
    shop.stripe.intents.get(placed.intentId)!.status = "requires_payment_method";
    expect(await shop.t.checkout.expireUnpaid(later(31))).toContain(placed.orderId);
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("canceled");
    expect((await shop.productRow(b.id)).stock).toBe(1);
  });

  it("finding 17: a success that arrives after its boards were sold to someone else is refunded, marked refunded, and the owner is told", async () => {
    const b = await shop.board(1);
    const first = await shop.order(b.id, 1, "first@example.com");
    // The boards went back while the intent could still be paid (what a declined card did before this fix).
    await shop.t.db.update(orders).set({ paymentStatus: "failed" }).where(eq(orders.id, first.orderId));
    await releaseOrderStock(shop.t.db, first.orderId);
    const second = await shop.order(b.id, 1, "second@example.com");
    shop.stripe.pay(second.intentId);
    await shop.webhook("payment_intent.succeeded", second.intentId).expect(200);

    const mailsBefore = (await shop.t.outbox()).length;
    shop.stripe.pay(first.intentId);
    const late = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", first.intentId, { id: "evt_late_success" }).expect(200),
    );
    expect(late.outcome).toBe("handled");

    expect(await shop.orderRow(first.orderId)).toMatchObject({ paymentStatus: "refunded", stockReleased: true });
    expect(await shop.orderRow(second.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await paidOrdersFor(b.id)).toEqual([{ id: second.orderId }]);
    expect(await shop.productRow(b.id)).toMatchObject({ stock: 0, inStock: false });
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === first.intentId)).toHaveLength(1);
    const refundCall = shop.stripe.requests.find(
      (r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === first.intentId,
    )!;
    expect(refundCall.idempotencyKey).toBe(`order-${first.orderId}-refund`);

    const mails = (await shop.t.outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    const apology = mails.find((m) => m.includes("To: first@example.com"))!;
    expect(apology).toContain(`Subject: Your Grain & Groove order #${first.orderId} was refunded`);
    expect(apology).toContain("We have refunded the full $64.25 to your card.");
    // The owner's notice goes to the admin account, never to the placeholder contact email (decision 038).
    const notice = mails.find((m) => m.includes("To: owner@example.com"))!;
    expect(notice).toContain(`Subject: Order #${first.orderId} refunded automatically: $64.25`);

    // Stripe delivers again: nothing is refunded or sent twice.
    const redelivered = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", first.intentId, { id: "evt_late_success" }).expect(200),
    );
    expect(redelivered.outcome).toBe("duplicate");
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === first.intentId)).toHaveLength(1);
    expect((await shop.t.outbox()).length).toBe(mailsBefore + 2);
  });

  it("finding 17: when the refund call fails, the event is not recorded and Stripe's retry refunds once", async () => {
    const b = await shop.board(1);
    const first = await shop.order(b.id);
    await shop.t.db.update(orders).set({ paymentStatus: "failed" }).where(eq(orders.id, first.orderId));
    await releaseOrderStock(shop.t.db, first.orderId);
    const second = await shop.order(b.id);
    expect(second.orderId).toBeGreaterThan(first.orderId);
    shop.stripe.pay(first.intentId);

    const mailsBefore = (await shop.t.outbox()).length;
    shop.stripe.failNextRequest();
    await shop.webhook("payment_intent.succeeded", first.intentId, { id: "evt_refund_retry" }).expect(500);
    expect((await shop.orderRow(first.orderId)).paymentStatus).toBe("refunded");
    expect(await shop.t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_refund_retry"))).toHaveLength(0);
    expect((await shop.t.outbox()).length).toBe(mailsBefore);

    const retried = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", first.intentId, { id: "evt_refund_retry" }).expect(200),
    );
    expect(retried.outcome).toBe("handled");
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === first.intentId)).toHaveLength(1);
    expect((await shop.t.outbox()).length).toBe(mailsBefore + 2);
  });

  it("a late success whose boards are still there holds them again and the order is paid", async () => {
    const b = await shop.board(2);
    const placed = await shop.order(b.id);
    await shop.t.db.update(orders).set({ paymentStatus: "failed" }).where(eq(orders.id, placed.orderId));
    await releaseOrderStock(shop.t.db, placed.orderId);
    expect((await shop.productRow(b.id)).stock).toBe(2);
    shop.stripe.pay(placed.intentId);
    await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ paymentStatus: "paid", stockReleased: false });
    expect((await shop.productRow(b.id)).stock).toBe(1);
    expect(shop.stripe.refunds.some((r) => r.payment_intent === placed.intentId)).toBe(false);
  });
});

describe("finding 18 — the webhook falls back to metadata.orderId", () => {
  it("finding 18: a success for an order whose intent id was never stored pays that order, which then does not expire", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    // The crash: the order's transaction committed, the intent exists, its id never reached the row.
    await shop.t.db.update(orders).set({ stripePaymentIntentId: null }).where(eq(orders.id, placed.orderId));
    shop.stripe.pay(placed.intentId);
    const answer = bodyOf<WebhookAnswer>(await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200));
    expect(answer.outcome).toBe("handled");
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "paid",
      stripePaymentIntentId: placed.intentId,
      stockReleased: false,
    });
    expect(await shop.t.checkout.expireUnpaid(later(31))).not.toContain(placed.orderId);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("paid");
    expect((await shop.productRow(b.id)).stock).toBe(0);
  });

  it("finding 18: a success that matches no order is not recorded as handled: 409, so Stripe retries it", async () => {
    const res = await shop
      .webhook("payment_intent.succeeded", "pi_unknown_to_the_shop", {
        id: "evt_unmatched",
        metadata: { orderId: "999999" },
      })
      .expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("No order matches payment pi_unknown_to_the_shop yet");
    expect(await shop.t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_unmatched"))).toHaveLength(0);
    // Someone else's payment on the same Stripe account (no order id of ours) is acknowledged and left alone.
    const foreign = bodyOf<WebhookAnswer>(
      await shop.webhook("payment_intent.succeeded", "pi_someone_elses", { metadata: {} }).expect(200),
    );
    expect(foreign.outcome).toBe("ignored");
  });
});
