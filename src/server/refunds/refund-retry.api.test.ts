import { randomUUID } from "node:crypto";
import type TestAgent from "supertest/lib/agent";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import { refunds as refundsTable } from "../db/schema";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";
import { bodyOf } from "../test/harness";
import { paidCardOrder } from "../test/refunds.fixtures";
import { UNANSWERED } from "./stripe-refunds";

// Issue 39: a card refund whose answer from Stripe is lost (the instance stopped, the network
// failed) is never made twice. Stripe carried it out; the SDK's three tries all lost their answer.

/** The Stripe SDK's tries of one call (maxNetworkRetries 2, infra/payments.ts): all of them lose their answer. */
const TRIES = 3;

let shop: StripeShop;
let admin: TestAgent;
beforeAll(async () => {
  shop = await startStripeShop();
  admin = await shop.t.asAdmin();
});
afterAll(() => shop?.close());

const refund = (orderId: number, body: object) => admin.post(`/api/admin/orders/${orderId}/refunds`).send(body);
const inStripe = (intentId: string) => shop.stripe.refunds.filter((r) => r.payment_intent === intentId);
const rowsOf = (orderId: number) => shop.t.db.select().from(refundsTable).where(eq(refundsTable.orderId, orderId));

describe("a card refund whose answer from Stripe is lost", () => {
  it("is kept pending, and the owner's retry of the same request answers the first refund, not a second", async () => {
    const paid = await paidCardOrder(shop, (await shop.board(3)).id);
    const request = { amount: "40.00", reason: "A scratch", idempotencyKey: randomUUID() };
    shop.stripe.loseAnswers(TRIES);
    const lost = await refund(paid.orderId, request).expect(502);
    expect(bodyOf<ApiErrorBody>(lost).message).toBe(UNANSWERED);
    expect(inStripe(paid.intentId)).toHaveLength(1);
    // Pending, so its amount is held: what is left to refund already counts it.
    expect(await rowsOf(paid.orderId)).toEqual([expect.objectContaining({ status: "pending", stripeRefundId: null })]);

    // The same request again (the dialog still open): Stripe answers the refund it made, once.
    const retried = bodyOf<AdminOrder>(await refund(paid.orderId, request).expect(201));
    expect(retried).toMatchObject({ refunded: "40.00", refundable: "24.25" });
    expect(retried.refunds).toEqual([expect.objectContaining({ amount: "40.00", via: "card", status: "succeeded" })]);
    const again = bodyOf<AdminOrder>(await refund(paid.orderId, request).expect(201));
    expect(again).toMatchObject({ refunded: "40.00", refundable: "24.25" });
    expect(inStripe(paid.intentId)).toHaveLength(1);
    expect(await rowsOf(paid.orderId)).toHaveLength(1);
    // Stripe's key is the request's.
    const asked = shop.stripe.requests.filter(
      (r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === paid.intentId,
    );
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${request.idempotencyKey}`]));
    const mails = (await shop.t.outbox()).filter(
      (m) => m.includes("To: sam@example.com") && m.includes("Refund of $40.00"),
    );
    expect(mails).toHaveLength(1);
  });

  it("refuses other figures under a key already used, and answers a refusal again for its retry", async () => {
    const paid = await paidCardOrder(shop, (await shop.board(3)).id);
    const key = randomUUID();
    await refund(paid.orderId, { amount: "10.00", reason: "Dent", idempotencyKey: key }).expect(201);
    const other = await refund(paid.orderId, { amount: "12.00", reason: "Dent", idempotencyKey: key }).expect(409);
    expect(bodyOf<ApiErrorBody>(other).message).toBe(
      "This refund was already asked for with other figures. Close the dialog and open it again.",
    );
    const refused = randomUUID();
    shop.stripe.failNextRequest();
    const first = await refund(paid.orderId, { amount: "5.00", reason: "Chip", idempotencyKey: refused }).expect(502);
    const retry = await refund(paid.orderId, { amount: "5.00", reason: "Chip", idempotencyKey: refused }).expect(502);
    expect(bodyOf<ApiErrorBody>(retry).message).toBe(bodyOf<ApiErrorBody>(first).message);
    expect(inStripe(paid.intentId)).toHaveLength(1);
  });

  it("is settled from Stripe's own word on a schedule, with no refund webhook; one Stripe never took is failed later", async () => {
    const paid = await paidCardOrder(shop, (await shop.board(3)).id);
    shop.stripe.loseAnswers(TRIES);
    await refund(paid.orderId, { amount: "30.00", reason: "Warped", idempotencyKey: randomUUID() }).expect(502);
    // Too young to check: Stripe may still be answering.
    await shop.t.runScheduled("pending refunds");
    expect(await rowsOf(paid.orderId)).toEqual([expect.objectContaining({ status: "pending" })]);
    const age = async (minutes: number) =>
      shop.t.db
        .update(refundsTable)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(refundsTable.orderId, paid.orderId));
    await age(3);
    await shop.t.runScheduled("pending refunds");
    const [settled] = await rowsOf(paid.orderId);
    expect(settled).toMatchObject({ status: "succeeded", stripeRefundId: inStripe(paid.intentId)[0].id });
    const mails = (await shop.t.outbox()).filter(
      (m) => m.includes("To: sam@example.com") && m.includes("Refund of $30.00"),
    );
    expect(mails).toHaveLength(1);

    // A refund the instance reserved but never got to ask Stripe for: failed once old, its amount free.
    const [never] = await shop.t.db
      .insert(refundsTable)
      .values({ orderId: paid.orderId, amountCents: 500, reason: "Never asked", via: "card", status: "pending" })
      .returning();
    await shop.t.db
      .update(refundsTable)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(refundsTable.id, never.id));
    await shop.t.runScheduled("pending refunds");
    expect((await rowsOf(paid.orderId)).find((r) => r.id === never.id)).toMatchObject({ status: "pending" });
    await shop.t.db
      .update(refundsTable)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(refundsTable.id, never.id));
    await shop.t.runScheduled("pending refunds");
    expect((await rowsOf(paid.orderId)).find((r) => r.id === never.id)).toMatchObject({
      status: "failed",
      failureReason: "Stripe has no record of this refund",
    });
  });
});
