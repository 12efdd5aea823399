import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCommission,
  CommissionPayAnswer,
  CommissionsCollected,
  CustomOrderListItem,
} from "@shared/commissions";
import { parseCents } from "@shared/money";
import type { ApiErrorBody } from "@shared/errors";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";
import { commissionShop, type CommissionSteps } from "../test/commissions.fixtures";
import { bodyOf } from "../test/harness";
import { chargeRefunded } from "../test/refunds.fixtures";

let shop: StripeShop;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => ({ shop, admin, c } = await commissionShop(startStripeShop)));
afterAll(() => shop?.close());

/** A commission whose deposit of 100.00 was paid by card. */
async function paidDeposit() {
  const customer = await c.accepted({ price: "400.00", deposit: { type: "percent", percent: 25 } });
  const answer = bodyOf<CommissionPayAnswer>(await c.pay(customer.token).expect(200));
  const intent = [...shop.stripe.intents.values()].find((i) => i.client_secret === answer.clientSecret)!;
  shop.stripe.pay(intent.id);
  await shop.webhook("payment_intent.succeeded", intent.id).expect(200);
  const deposit = (await c.commission(customer.id)).payments.find((p) => p.kind === "deposit")!;
  return { customer, intent, deposit };
}
const refundPart = (id: string, paymentId: string, body: object) =>
  admin.post(`/api/admin/custom-orders/${id}/payments/${paymentId}/refunds`).send(body);

describe("POST /api/admin/custom-orders/:id/payments/:paymentId/refunds", () => {
  it("refunds part of a paid deposit through Stripe; collected is what was paid minus what went back", async () => {
    const collectedBefore = bodyOf<CommissionsCollected>(
      await admin.get("/api/admin/commissions/collected").expect(200),
    );
    const { customer, intent, deposit } = await paidDeposit();
    const view = bodyOf<AdminCommission>(
      await refundPart(customer.id, deposit.id, { amount: "40.00", reason: "Smaller board" }).expect(201),
    );
    expect(view.money.collected).toBe("60.00");
    // The part says what went back of it and what is left, so the owner's screen offers no more.
    expect(view.payments.find((p) => p.id === deposit.id)).toMatchObject({ refunded: "40.00", refundable: "60.00" });
    // The commissions' money collected, the custom orders' list and the customer's dashboard say the same.
    const collected = bodyOf<CommissionsCollected>(await admin.get("/api/admin/commissions/collected").expect(200));
    expect(parseCents(collected.collected)! - parseCents(collectedBefore.collected)!).toBe(6000);
    expect(parseCents(collected.refunded)! - parseCents(collectedBefore.refunded)!).toBe(4000);
    const list = bodyOf<CustomOrderListItem[]>(await admin.get("/api/admin/custom-orders?pageSize=200").expect(200));
    expect(list.find((item) => item.id === customer.id)?.commission?.collected).toBe("60.00");
    const made = shop.stripe.refunds.filter((r) => r.payment_intent === intent.id);
    expect(made).toEqual([expect.objectContaining({ amount: 4000 })]);
    const over = await refundPart(customer.id, deposit.id, { amount: "60.01", reason: "Too much" }).expect(409);
    expect(bodyOf<ApiErrorBody>(over).message).toBe("The most that can be refunded is $60.00.");
    const mail = (await shop.t.outbox()).find((m) =>
      m.includes("Refund of $40.00 for your Grain & Groove custom board"),
    );
    expect(mail).toContain("of the deposit for your custom board");
    expect(mail).toContain("It can take 5-10 business days to show on your statement");
  });

  it("never gives back more than the part when refunds are asked at once, and is for admins only", async () => {
    const { customer, deposit } = await paidDeposit();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refundPart(customer.id, deposit.id, { amount: "30.00", reason: "x" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409]);
    expect((await c.commission(customer.id)).money.collected).toBe("10.00");
    await request(shop.t.app)
      .post(`/api/admin/custom-orders/${customer.id}/payments/${deposit.id}/refunds`)
      .send({ amount: "1.00", reason: "x" })
      .expect(401);
  });

  it("records a refund of a deposit made in Stripe's dashboard once, and tells the customer", async () => {
    const { customer, intent, deposit } = await paidDeposit();
    shop.stripe.refundInDashboard(intent.id, 2500);
    await chargeRefunded(shop, intent.id, { listed: false }).expect(200);
    // Stripe sends it again under another event id: still one refund.
    await chargeRefunded(shop, intent.id).expect(200);
    const view = await c.commission(customer.id);
    expect(view.money.collected).toBe("75.00");
    expect(view.payments.find((p) => p.id === deposit.id)).toMatchObject({
      refunded: "25.00",
      refunds: [expect.objectContaining({ amount: "25.00", reason: "Refunded in Stripe", via: "card" })],
    });
    const mails = (await shop.t.outbox()).filter((m) =>
      m.includes("Refund of $25.00 for your Grain & Groove custom board"),
    );
    expect(mails).toHaveLength(1);
  });

  it("refuses a part never paid (409) and an unknown one (404)", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "percent", percent: 25 } });
    await c.pay(customer.token).expect(200);
    const waiting = (await c.commission(customer.id)).payments[0];
    await refundPart(customer.id, waiting.id, { amount: "1.00", reason: "x" }).expect(409);
    await refundPart(customer.id, "00000000-0000-4000-8000-000000000000", { amount: "1.00", reason: "x" }).expect(404);
  });
});
