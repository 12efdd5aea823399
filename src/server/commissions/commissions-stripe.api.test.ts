import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommissionPayAnswer, CommissionView } from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { startStripeShop, type StripeShop, type WebhookAnswer } from "../checkout/stripe.fixtures";
import { commissionPayments, stripeEvents } from "../db/schema";
import { bodyOf } from "../test/harness";
import { commissionSteps, type CommissionSteps } from "./commissions.fixtures";

let shop: StripeShop;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => {
  shop = await startStripeShop({ env: { SHOP_EMAIL: "shop@example.com" } });
  admin = await shop.t.asAdmin();
  c = commissionSteps(shop.t, admin);
});
afterAll(() => shop?.close());

const payments = (inquiryId: string) =>
  shop.t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, inquiryId));
const paidRows = async (inquiryId: string) => (await payments(inquiryId)).filter((p) => p.status === "paid");
/** The customer starts the card payment of the part due: the answer and the intent at the stand-in. */
async function startCard(token: string) {
  const answer = bodyOf<CommissionPayAnswer>(await c.pay(token).expect(200));
  const intent = [...shop.stripe.intents.values()].find((i) => i.client_secret === answer.clientSecret)!;
  return { answer, intent };
}
const outcomeOf = (res: { body: unknown }) => bodyOf<WebhookAnswer>(res).outcome;
const refundsOf = (intentId: string) => shop.stripe.refunds.filter((r) => r.payment_intent === intentId);

describe("commission payments by card (Stripe mode)", () => {
  it("takes the deposit by card: one intent however often the customer clicks, recorded once however often Stripe tells", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "percent", percent: 25 } });
    const view = await c.viewed(customer.token);
    expect(view.payment).toEqual({ mode: "stripe", paymentNote: null });
    expect(view.deposit).toEqual({ amount: "100.00", paidAt: null, due: true });

    const intentsBefore = shop.stripe.intents.size;
    const first = await startCard(customer.token);
    expect(first.answer).toEqual({ kind: "deposit", amount: "100.00", clientSecret: first.intent.client_secret });
    expect(first.intent).toMatchObject({ amount: 100_00, currency: "usd", status: "requires_payment_method" });
    const again = await startCard(customer.token);
    expect(again.answer).toEqual(first.answer);
    expect(shop.stripe.intents.size).toBe(intentsBefore + 1);
    const [awaiting] = await payments(customer.id);
    expect(awaiting).toMatchObject({ status: "awaiting", stripePaymentIntentId: first.intent.id });
    expect(first.intent.metadata).toEqual({ commissionPaymentId: awaiting.id });
    const calls = shop.stripe.requests.filter((r) => r.form.get("metadata[commissionPaymentId]") === awaiting.id);
    expect(calls.map((r) => r.idempotencyKey)).toEqual([
      `commission-payment-${awaiting.id}`,
      `commission-payment-${awaiting.id}`,
    ]);

    // The card goes through; Stripe tells the shop.
    shop.stripe.pay(first.intent.id);
    const mark = await c.mailCount();
    const paid = await shop
      .webhook("payment_intent.succeeded", first.intent.id, { id: "evt_deposit_paid" })
      .expect(200);
    expect(outcomeOf(paid)).toBe("handled");
    expect(await c.stage(customer.id)).toBe("deposit received");
    expect((await c.commission(customer.id)).payments).toEqual([
      expect.objectContaining({ kind: "deposit", amount: "100.00", status: "paid", via: "card", quoteVersion: 1 }),
    ]);

    // The same event again, another event for the same intent, and two deliveries at once: nothing more.
    const replay = await shop.webhook("payment_intent.succeeded", first.intent.id, { id: "evt_deposit_paid" });
    expect(outcomeOf(replay)).toBe("duplicate");
    const other = await shop.webhook("payment_intent.succeeded", first.intent.id, { id: "evt_deposit_again" });
    expect(other.status).toBe(200);
    expect(outcomeOf(other)).toBe("handled");
    const together = await Promise.all([
      shop.webhook("payment_intent.succeeded", first.intent.id, { id: "evt_deposit_twice" }),
      shop.webhook("payment_intent.succeeded", first.intent.id, { id: "evt_deposit_twice" }),
    ]);
    expect(together.map((res) => res.status)).toEqual([200, 200]);
    expect(together.map(outcomeOf).sort()).toEqual(["duplicate", "handled"]);
    expect(await paidRows(customer.id)).toHaveLength(1);
    expect(refundsOf(first.intent.id)).toEqual([]);
    const mails = await c.mailsSince(mark);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [customer.email, "Deposit received: your board is on the bench"],
      ["shop@example.com", "Deposit received from Carl Custom"],
    ]);
    expect(mails[1].body).toContain("was paid by card");

    const after = await c.viewed(customer.token);
    expect(after.deposit).toEqual({ amount: "100.00", paidAt: expect.any(String) as string, due: false });
    // The balance is not asked for yet: nothing to pay.
    expect(bodyOf<ApiErrorBody>(await c.pay(customer.token).expect(409)).message).toMatch(/Nothing is due/);
  });

  it("refunds a card payment for a deposit the owner had already recorded, and records nothing", async () => {
    const customer = await c.accepted();
    const { intent } = await startCard(customer.token);
    // The customer paid by bank transfer too; the owner records it first.
    await c.markPaid(customer.id, "deposit", { method: "bank_transfer" }).expect(200);
    shop.stripe.pay(intent.id);
    const mark = await c.mailCount();
    const res = await shop.webhook("payment_intent.succeeded", intent.id, { id: "evt_second_deposit" }).expect(200);
    expect(outcomeOf(res)).toBe("handled");
    expect(refundsOf(intent.id)).toEqual([expect.objectContaining({ amount: 100_00, status: "succeeded" })]);
    const paid = await paidRows(customer.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ kind: "deposit", via: "manual" });
    expect((await c.commission(customer.id)).money.collected).toBe("100.00");
    expect(await c.mailsSince(mark)).toEqual([]);
    // Told again, Stripe is not asked for a second refund.
    const replay = await shop.webhook("payment_intent.succeeded", intent.id, { id: "evt_second_deposit" }).expect(200);
    expect(outcomeOf(replay)).toBe("duplicate");
    expect(refundsOf(intent.id)).toHaveLength(1);
  });

  it("takes the balance by card once the board is completed", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "amount", amount: "150.00" } });
    const deposit = await startCard(customer.token);
    shop.stripe.pay(deposit.intent.id);
    await shop.webhook("payment_intent.succeeded", deposit.intent.id).expect(200);
    expect(await c.stage(customer.id)).toBe("deposit received");

    await c.setStatus(customer.id, "product completed");
    const view = await c.viewed(customer.token);
    expect(view.balance).toEqual({ amount: "250.00", paidAt: null, due: true });
    const balance = await startCard(customer.token);
    expect(balance.answer).toMatchObject({ kind: "balance", amount: "250.00" });
    expect(balance.intent.amount).toBe(250_00);
    shop.stripe.pay(balance.intent.id);
    const mark = await c.mailCount();
    await shop.webhook("payment_intent.succeeded", balance.intent.id).expect(200);
    expect(await c.stage(customer.id)).toBe("final payment received");
    expect((await c.mailsSince(mark)).map((m) => [m.to, m.subject])).toEqual([
      [customer.email, "Final payment received: thank you"],
      ["shop@example.com", "Final payment received from Carl Custom"],
    ]);
    const commission = await c.commission(customer.id);
    expect(commission.payments.map((p) => [p.kind, p.amount, p.via, p.status])).toEqual([
      ["deposit", "150.00", "card", "paid"],
      ["balance", "250.00", "card", "paid"],
    ]);
    expect(commission.money).toEqual({
      quoted: "400.00",
      depositPaid: "150.00",
      balanceDue: "0.00",
      collected: "400.00",
    });
    await c.pay(customer.token).expect(409);
  });

  it("records a declined card's event and changes nothing else", async () => {
    const customer = await c.accepted();
    const { intent } = await startCard(customer.token);
    const mark = await c.mailCount();
    const res = await shop.webhook("payment_intent.payment_failed", intent.id, { id: "evt_declined" }).expect(200);
    expect(outcomeOf(res)).toBe("handled");
    expect(await shop.t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_declined"))).toEqual([
      expect.objectContaining({ type: "payment_intent.payment_failed" }),
    ]);
    expect(await c.stage(customer.id)).toBe("consultation complete");
    expect(await paidRows(customer.id)).toEqual([]);
    expect(await c.mailsSince(mark)).toEqual([]);
    const view = bodyOf<CommissionView>(await c.view(customer.token).expect(200));
    expect(view.deposit.due).toBe(true);
    // The same card can be tried again: the same intent.
    expect((await startCard(customer.token)).intent.id).toBe(intent.id);
    const replay = await shop.webhook("payment_intent.payment_failed", intent.id, { id: "evt_declined" });
    expect(outcomeOf(replay)).toBe("duplicate");
  });

  it("refuses a webhook whose signature is forged (400) and records nothing", async () => {
    const customer = await c.accepted();
    const { intent } = await startCard(customer.token);
    shop.stripe.pay(intent.id);
    const payload = JSON.stringify({
      id: "evt_forged_commission",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { ...intent } },
    });
    const res = await request(shop.t.app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", shop.forgedSignature(payload))
      .send(payload)
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Invalid webhook signature");
    expect(await c.stage(customer.id)).toBe("consultation complete");
    expect(await paidRows(customer.id)).toEqual([]);
  });
});
