import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommissionPayAnswer, CommissionView } from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { startStripeShop, type StripeShop, type WebhookAnswer } from "../test/stripe.fixtures";
import { commissionPayments, stripeEvents } from "../db/schema";
import { bodyOf } from "../test/harness";
import { SHOP_EMAIL, commissionShop, quoteBody, type CommissionSteps } from "../test/commissions.fixtures";

let shop: StripeShop;
let c: CommissionSteps;
beforeAll(async () => ({ shop, c } = await commissionShop(startStripeShop)));
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
    expect(view.deposit).toEqual({ amount: "100.00", paidAt: null, due: true, receiptPath: null });
    // The acceptance email says the page takes a card (decision 080).
    const accepted = (await c.mails())
      .reverse()
      .find((m) => m.to === customer.email && m.subject === "Quote accepted: how to pay your deposit")!;
    expect(accepted.body).toContain("You can pay it by card on your commission page");
    expect(accepted.body).toContain(`Reference: ${view.reference}`);
    expect(accepted.body).toMatch(/Pay the deposit by card: https?:\/\//);

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
      [SHOP_EMAIL, "Deposit received from Carl Custom"],
    ]);
    expect(mails[1].body).toContain("was paid by card");

    const after = await c.viewed(customer.token);
    expect(after.deposit).toEqual({
      amount: "100.00",
      paidAt: expect.any(String) as string,
      due: false,
      receiptPath: `/api/commissions/${customer.token}/deposit-receipt.pdf`,
    });
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
    // The customer and the shop hear that the second payment went back.
    const mails = await c.mailsSince(mark);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [customer.email, "Your card payment was refunded"],
      [SHOP_EMAIL, "Card payment refunded: Carl Custom"],
    ]);
    expect(mails[0].body).toContain("this part had already been paid");
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

    await c.requestBalance(customer.id).expect(200);
    const view = await c.viewed(customer.token);
    expect(view.balance).toEqual({ amount: "250.00", paidAt: null, due: true, receiptPath: null });
    const balance = await startCard(customer.token);
    expect(balance.answer).toMatchObject({ kind: "balance", amount: "250.00" });
    expect(balance.intent.amount).toBe(250_00);
    shop.stripe.pay(balance.intent.id);
    const mark = await c.mailCount();
    await shop.webhook("payment_intent.succeeded", balance.intent.id).expect(200);
    expect(await c.stage(customer.id)).toBe("final payment received");
    expect((await c.mailsSince(mark)).map((m) => [m.to, m.subject])).toEqual([
      [customer.email, "Final payment received: thank you"],
      [SHOP_EMAIL, "Final payment received from Carl Custom"],
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

describe("a card payment started before a quote revision (issue 24, decision 037)", () => {
  /** Quote $400.00 with a $100.00 deposit paid by card, the board finished: the balance of $300.00 is asked for. */
  async function balanceAsked() {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "amount", amount: "100.00" } });
    const deposit = await startCard(customer.token);
    shop.stripe.pay(deposit.intent.id);
    await shop.webhook("payment_intent.succeeded", deposit.intent.id).expect(200);
    await c.requestBalance(customer.id).expect(200);
    expect((await c.viewed(customer.token)).balance).toEqual({
      amount: "300.00",
      paidAt: null,
      due: true,
      receiptPath: null,
    });
    return customer;
  }
  const revise = (id: string, price: string) =>
    c.quote(id, quoteBody({ price, deposit: { type: "percent", percent: 25 } }));

  it("refunds the old balance paid after the price was revised to 800.00, counts nothing, and lets the owner ask for the rest", async () => {
    const customer = await balanceAsked();
    const balance = await startCard(customer.token);
    expect(balance.answer).toMatchObject({ kind: "balance", amount: "300.00" });
    // The customer confirms the card; the bank is still clearing it when the owner revises the price.
    shop.stripe.process(balance.intent.id);
    await revise(customer.id, "800.00").expect(201);
    // Stripe could not cancel an intent being paid: it goes through.
    shop.stripe.pay(balance.intent.id);
    const mark = await c.mailCount();
    const res = await shop
      .webhook("payment_intent.succeeded", balance.intent.id, { id: "evt_old_balance" })
      .expect(200);
    expect(outcomeOf(res)).toBe("handled");

    // Refunded in full with one key per payment, and nothing recorded as paid.
    expect(refundsOf(balance.intent.id)).toEqual([expect.objectContaining({ amount: 300_00, status: "succeeded" })]);
    const refundCalls = shop.stripe.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST");
    expect(refundCalls.at(-1)!.idempotencyKey).toBe(`commission-refund-${balance.intent.id}`);
    expect((await paidRows(customer.id)).map((p) => [p.kind, p.amountCents])).toEqual([["deposit", 100_00]]);
    let commission = await c.commission(customer.id);
    expect(commission.money).toEqual({
      quoted: "800.00",
      depositPaid: "100.00",
      balanceDue: null,
      collected: "100.00",
    });
    expect(commission.payments.find((p) => p.kind === "balance")).toMatchObject({
      status: "cancelled",
      amount: "300.00",
    });
    expect(await c.stage(customer.id)).not.toBe("final payment received");
    const mails = await c.mailsSince(mark);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [customer.email, "Your card payment was refunded"],
      [SHOP_EMAIL, "Card payment refunded: Carl Custom"],
    ]);
    expect(mails[0].body).toContain("Your card payment of $300.00 for the final payment of your custom board");
    expect(mails[0].body).toContain("the quote for your board had been revised");
    expect(mails[1].body).toContain("nothing was recorded as paid");

    // Stripe tells again: nothing more, no second refund.
    const replay = await shop.webhook("payment_intent.succeeded", balance.intent.id, { id: "evt_old_balance" });
    expect(outcomeOf(replay)).toBe("duplicate");
    expect(refundsOf(balance.intent.id)).toHaveLength(1);

    // The owner is not stuck: the customer accepts the new price and is asked for the rest, $700.00.
    const askMark = await c.mailCount();
    await c.accept(customer.token).expect(200);
    const ask = (await c.mailsSince(askMark)).find(
      (m) => m.to === customer.email && m.subject === "Your board is finished",
    );
    expect(ask?.body).toContain("The balance of $700.00 is now due");
    commission = await c.commission(customer.id);
    expect(commission.balanceRequestedAt).not.toBeNull();
    expect(commission.money).toMatchObject({ quoted: "800.00", balanceDue: "700.00", collected: "100.00" });
    expect((await c.viewed(customer.token)).balance).toEqual({
      amount: "700.00",
      paidAt: null,
      due: true,
      receiptPath: null,
    });
    const rest = await startCard(customer.token);
    expect(rest.answer).toMatchObject({ kind: "balance", amount: "700.00" });
    shop.stripe.pay(rest.intent.id);
    await shop.webhook("payment_intent.succeeded", rest.intent.id).expect(200);
    expect((await c.commission(customer.id)).money).toEqual({
      quoted: "800.00",
      depositPaid: "100.00",
      balanceDue: "0.00",
      collected: "800.00",
    });
    expect(await c.stage(customer.id)).toBe("final payment received");
  });

  it("cancels the waiting card payment at Stripe when a new version is sent", async () => {
    const customer = await balanceAsked();
    const balance = await startCard(customer.token);
    await revise(customer.id, "800.00").expect(201);
    // The old intent can no longer be paid, and its row says so.
    expect(shop.stripe.intents.get(balance.intent.id)!.status).toBe("canceled");
    expect(() => shop.stripe.pay(balance.intent.id)).toThrow(/cannot be confirmed/);
    const rows = await payments(customer.id);
    expect(rows.find((p) => p.stripePaymentIntentId === balance.intent.id)).toMatchObject({ status: "cancelled" });
    // Nothing is due until the new version is accepted; then a new intent for the new amount.
    expect(bodyOf<ApiErrorBody>(await c.pay(customer.token).expect(409)).message).toMatch(/Nothing is due/);
    await c.accept(customer.token).expect(200);
    const rest = await startCard(customer.token);
    expect(rest.intent.id).not.toBe(balance.intent.id);
    expect(rest.intent.amount).toBe(700_00);
  });

  it("refunds an old deposit paid after a revision, even when its amount is the same", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "amount", amount: "100.00" } });
    const deposit = await startCard(customer.token);
    shop.stripe.process(deposit.intent.id);
    await c
      .quote(customer.id, quoteBody({ price: "500.00", deposit: { type: "amount", amount: "100.00" } }))
      .expect(201);
    await c.accept(customer.token).expect(200);
    shop.stripe.pay(deposit.intent.id);
    await shop.webhook("payment_intent.succeeded", deposit.intent.id).expect(200);
    expect(refundsOf(deposit.intent.id)).toHaveLength(1);
    expect(await paidRows(customer.id)).toEqual([]);
    expect((await c.viewed(customer.token)).deposit).toEqual({
      amount: "100.00",
      paidAt: null,
      due: true,
      receiptPath: null,
    });
  });

  it("either records the old balance and refuses the revision, or takes the revision and refunds the balance, when both come at once", async () => {
    for (let round = 0; round < 3; round++) {
      const customer = await balanceAsked();
      const balance = await startCard(customer.token);
      shop.stripe.process(balance.intent.id);
      shop.stripe.pay(balance.intent.id);
      const [revision, webhook] = await Promise.all([
        revise(customer.id, "800.00"),
        shop.webhook("payment_intent.succeeded", balance.intent.id),
      ]);
      expect(webhook.status).toBe(200);
      const money = (await c.commission(customer.id)).money;
      if (revision.status === 201) {
        // The revision came first: the old balance went back, and only the deposit is counted.
        expect(refundsOf(balance.intent.id)).toHaveLength(1);
        expect(money).toMatchObject({ quoted: "800.00", collected: "100.00" });
      } else {
        // The balance came first: the $400.00 quote is paid in full, and stays what it was.
        expect(revision.status).toBe(409);
        expect(refundsOf(balance.intent.id)).toEqual([]);
        expect(money).toEqual({ quoted: "400.00", depositPaid: "100.00", balanceDue: "0.00", collected: "400.00" });
      }
    }
  });
});
