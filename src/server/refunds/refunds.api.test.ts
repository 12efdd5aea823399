import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import { catalogRepo } from "../catalog/catalog.repo";
import { refunds as refundsTable } from "../db/schema";
import { orderStock } from "../orders/order-stock";
import { ordersRepo } from "../orders/orders.repo";
import { startStripeShop, type StripeShop, type WebhookAnswer } from "../test/stripe.fixtures";
import { bodyOf } from "../test/harness";
import { adminOrderOf, chargeRefunded, paidCardOrder } from "../test/refunds.fixtures";

let shop: StripeShop;
let admin: TestAgent;
beforeAll(async () => {
  shop = await startStripeShop();
  admin = await shop.t.asAdmin();
});
afterAll(() => shop?.close());

const refund = (orderId: number, body: object) => admin.post(`/api/admin/orders/${orderId}/refunds`).send(body);
const refundRequests = (intentId: string) =>
  shop.stripe.requests.filter((r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === intentId);
const mailsTo = async (email: string, subject: string) =>
  (await shop.t.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes(subject));

describe("POST /api/admin/orders/:id/refunds, a card order", () => {
  it("refunds part of a paid order through Stripe, with one idempotency key per refund, and emails the customer", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id, 1, "part@example.com");
    const order = bodyOf<AdminOrder>(
      await refund(paid.orderId, { amount: "20.00", reason: "A scratch on the edge" }).expect(201),
    );
    expect(order).toMatchObject({ paymentStatus: "paid", refunded: "20.00", refundable: "44.25" });
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: "20.00", reason: "A scratch on the edge", via: "card", restocked: false }),
    ]);
    expect(order.history.at(-1)).toMatchObject({ event: "refunded", amount: "20.00", via: "card", restocked: false });
    const [asked] = refundRequests(paid.intentId);
    expect(asked.form.get("amount")).toBe("2000");
    expect(asked.idempotencyKey).toBe(`refund-${order.refunds[0].id}`);
    expect(asked.form.get("metadata[refundId]")).toBe(order.refunds[0].id);

    const [mail] = await mailsTo("part@example.com", "Refund of $20.00");
    expect(mail).toContain("Reason: A scratch on the edge");
    expect(mail).toContain("It can take 5-10 business days to show on your statement");
    // The customer's page shows it too.
    const page = bodyOf<OrderPage>(await request(shop.t.app).get(`/api/orders/${paid.pageToken}`).expect(200));
    expect(page).toMatchObject({
      refunded: "20.00",
      refunds: [expect.objectContaining({ amount: "20.00", via: "card" })],
    });
  });

  it("refunds the rest, after which the order is refunded; more than is left is refused with the most that can be", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id);
    await refund(paid.orderId, { amount: "14.25", reason: "Late" }).expect(201);
    const over = await refund(paid.orderId, { amount: "50.01", reason: "Too much" }).expect(409);
    expect(bodyOf<ApiErrorBody>(over).message).toBe("The most that can be refunded is $50.00.");
    const full = bodyOf<AdminOrder>(await refund(paid.orderId, { amount: "50.00", reason: "Rest" }).expect(201));
    expect(full).toMatchObject({ paymentStatus: "refunded", refunded: "64.25", refundable: "0.00" });
    await refund(paid.orderId, { amount: "0.01", reason: "Again" }).expect(409);
    expect(refundRequests(paid.intentId)).toHaveLength(2);
  });

  it("never gives back more than was paid when several refunds are asked at once", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(paid.orderId, { amount: "20.00", reason: `Click ${i}` })),
    );
    // 3 × 20.00 fit in 64.25; a fourth would not.
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const order = await adminOrderOf(admin, paid.orderId);
    expect(order).toMatchObject({ refunded: "60.00", refundable: "4.25" });
    const given = shop.stripe.refunds.filter((r) => r.payment_intent === paid.intentId);
    expect(given.reduce((sum, r) => sum + r.amount, 0)).toBe(6000);
  });

  it("a refund Stripe refuses is recorded as failed, answers 502 with Stripe's reason, and frees its amount", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id, 1, "refused@example.com");
    shop.stripe.failNextRequest();
    const refused = await refund(paid.orderId, { amount: "64.25", reason: "All" }).expect(502);
    expect(bodyOf<ApiErrorBody>(refused).message).toContain("Stand-in refused the request");
    const after = await adminOrderOf(admin, paid.orderId);
    expect(after).toMatchObject({ paymentStatus: "paid", refunded: "0.00", refundable: "64.25" });
    expect(after.refunds).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(after.history.some((entry) => entry.event === "refunded")).toBe(false);
    expect(await mailsTo("refused@example.com", "Refund of")).toHaveLength(0);
    // The whole amount can be refunded again.
    await refund(paid.orderId, { amount: "64.25", reason: "All" }).expect(201);
  });

  it("puts back the boards of the lines it names once Stripe takes it, never more than were ordered", async () => {
    const board = await shop.board(2);
    const paid = await paidCardOrder(shop, board.id, 2);
    expect((await shop.productRow(board.id)).stock).toBe(0);
    const first = bodyOf<AdminOrder>(
      await refund(paid.orderId, {
        amount: "0.01",
        reason: "Returned one",
        restock: [{ line: 0, quantity: 1 }],
      }).expect(201),
    );
    expect(first.refunds[0]).toMatchObject({ restocked: true, restockLines: [{ line: 0, quantity: 1 }] });
    expect(first.restockable).toEqual([1]);
    expect(await shop.productRow(board.id)).toMatchObject({ stock: 1, inStock: true });
    const over = await refund(paid.orderId, { amount: "1.00", reason: "Both", restock: [{ line: 0, quantity: 2 }] });
    expect(over.status).toBe(409);
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === paid.intentId)).toHaveLength(1);
    await refund(paid.orderId, { amount: "64.25", reason: "The other", restock: [{ line: 0, quantity: 1 }] }).expect(
      201,
    );
    expect((await shop.productRow(board.id)).stock).toBe(2);
  });

  it("keeps the lines on the refund while Stripe's answer is lost, and puts them back once, when the webhook records it", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id, 3);
    // Stripe makes the refund; the SDK's three tries all lose the answer.
    shop.stripe.loseAnswers(3);
    await refund(paid.orderId, { amount: "10.00", reason: "Two back", restock: [{ line: 0, quantity: 2 }] }).expect(
      502,
    );
    expect((await shop.productRow(board.id)).stock).toBe(0);
    const waiting = await adminOrderOf(admin, paid.orderId);
    expect(waiting.refunds[0]).toMatchObject({
      status: "pending",
      restocked: false,
      restockLines: [{ line: 0, quantity: 2 }],
    });
    // Held meanwhile: the other refunds see only 1 left to put back.
    expect(waiting.restockable).toEqual([1]);
    await refund(paid.orderId, { amount: "1.00", reason: "x", restock: [{ line: 0, quantity: 2 }] }).expect(409);

    await chargeRefunded(shop, paid.intentId).expect(200);
    await chargeRefunded(shop, paid.intentId).expect(200);
    expect((await shop.productRow(board.id)).stock).toBe(2);
    const recorded = await adminOrderOf(admin, paid.orderId);
    expect(recorded.refunds[0]).toMatchObject({ restocked: true, restockLines: [{ line: 0, quantity: 2 }] });
    expect(recorded.history.filter((e) => e.event === "refunded")).toEqual([
      expect.objectContaining({ restockedLines: [{ productName: board.name, quantity: 2 }] }),
    ]);
  });

  it("is for admins only", async () => {
    const board = await shop.board(1);
    const paid = await paidCardOrder(shop, board.id);
    const body = { amount: "1.00", reason: "x" };
    await request(shop.t.app).post(`/api/admin/orders/${paid.orderId}/refunds`).send(body).expect(401);
    const customer = await shop.t.asCustomer();
    await customer.post(`/api/admin/orders/${paid.orderId}/refunds`).send(body).expect(403);
    expect(refundRequests(paid.intentId)).toHaveLength(0);
  });
});

describe("Stripe's charge.refunded", () => {
  it("confirms a pending refund, and a replay of the event changes nothing", async () => {
    const board = await shop.board(1);
    const paid = await paidCardOrder(shop, board.id, 1, "confirm@example.com");
    shop.stripe.leaveRefundsPending();
    try {
      const asked = bodyOf<AdminOrder>(await refund(paid.orderId, { amount: "10.00", reason: "Dent" }).expect(201));
      expect(asked.refunds[0]).toMatchObject({ status: "pending", confirmedAt: null });
    } finally {
      shop.stripe.leaveRefundsPending(false);
    }
    const [made] = shop.stripe.refunds.filter((r) => r.payment_intent === paid.intentId);
    shop.stripe.settleRefund(made.id);
    const first = await chargeRefunded(shop, paid.intentId, { id: "evt_confirm_1" }).expect(200);
    expect(bodyOf<WebhookAnswer>(first).outcome).toBe("handled");
    const confirmed = await adminOrderOf(admin, paid.orderId);
    expect(confirmed.refunds).toEqual([
      expect.objectContaining({ status: "succeeded", confirmedAt: expect.any(String) as string }),
    ]);
    const again = await chargeRefunded(shop, paid.intentId, { id: "evt_confirm_1" }).expect(200);
    expect(bodyOf<WebhookAnswer>(again).outcome).toBe("duplicate");
    const after = await adminOrderOf(admin, paid.orderId);
    expect(after).toEqual(confirmed);
    expect(after.history.filter((entry) => entry.event === "refunded")).toHaveLength(1);
    expect(await mailsTo("confirm@example.com", "Refund of $10.00")).toHaveLength(1);
  });

  it("records a refund made in Stripe's dashboard once, also from an event that does not list the refunds", async () => {
    const board = await shop.board(1);
    const paid = await paidCardOrder(shop, board.id, 1, "dashboard@example.com");
    shop.stripe.refundInDashboard(paid.intentId, 1500);
    await chargeRefunded(shop, paid.intentId, { listed: false }).expect(200);
    // Stripe sends it again under another event id (refund.updated, say): still one refund.
    await chargeRefunded(shop, paid.intentId).expect(200);
    const order = await adminOrderOf(admin, paid.orderId);
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: "15.00", reason: "Refunded in Stripe", via: "card", status: "succeeded" }),
    ]);
    expect(order).toMatchObject({ refunded: "15.00", refundable: "49.25", paymentStatus: "paid" });
    expect(await mailsTo("dashboard@example.com", "Refund of $15.00")).toHaveLength(1);
  });

  it("a card payment that arrives after its boards were sold is refunded with its refund row, which charge.refunded confirms", async () => {
    const board = await shop.board(1);
    const late = await shop.order(board.id, 1, "late@example.com");
    // The board went back (as when the order's intent was never stored) and someone else bought it.
    await orderStock(ordersRepo(shop.t.db), catalogRepo(shop.t.db)).release(late.orderId);
    await paidCardOrder(shop, board.id, 1, "first@example.com");
    shop.stripe.pay(late.intentId);
    await shop.webhook("payment_intent.succeeded", late.intentId).expect(200);
    const rows = await shop.t.db.select().from(refundsTable).where(eq(refundsTable.orderId, late.orderId));
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 6425, via: "card", reason: "Paid after its boards were sold" }),
    ]);
    await chargeRefunded(shop, late.intentId).expect(200);
    const order = await adminOrderOf(admin, late.orderId);
    expect(order).toMatchObject({ paymentStatus: "refunded", refunded: "64.25", refundable: "0.00" });
    expect(order.refunds).toHaveLength(1);
  });
});

describe("approving a customer's cancellation of a card order", () => {
  it("refunds what is left through Stripe, puts the boards back and tells the customer", async () => {
    const board = await shop.board(1);
    const paid = await paidCardOrder(shop, board.id, 1, "cancel-card@example.com");
    await refund(paid.orderId, { amount: "4.25", reason: "Discount" }).expect(201);
    await request(shop.t.app)
      .post(`/api/orders/${paid.pageToken}/cancellation`)
      .send({ reason: "Changed my mind" })
      .expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${paid.orderId}/cancellation/approve`).expect(200),
    );
    expect(order).toMatchObject({
      paymentStatus: "refunded",
      refunded: "64.25",
      refundable: "0.00",
      cancellationRequest: null,
    });
    expect(order.refunds.at(-1)).toMatchObject({
      amount: "60.00",
      via: "card",
      restocked: true,
      restockLines: [{ line: 0, quantity: 1 }],
    });
    expect(order.history.slice(-2).map((e) => e.event)).toEqual(["refunded", "cancelled"]);
    expect(refundRequests(paid.intentId).at(-1)!.form.get("amount")).toBe("6000");
    expect(await shop.productRow(board.id)).toMatchObject({ stock: 1, inStock: true });
    const [mail] = await mailsTo("cancel-card@example.com", "is cancelled");
    expect(mail).toContain("We have refunded $60.00.");
    expect(mail).toContain("It can take 5-10 business days to show on your statement");
  });

  it("while a refund putting back 2 of 3 boards waits for Stripe, approving gives back all 3, and the waiting one none later", async () => {
    const board = await shop.board(3);
    const paid = await paidCardOrder(shop, board.id, 3, "cancel-waiting@example.com");
    shop.stripe.loseAnswers(3);
    await refund(paid.orderId, { amount: "10.00", reason: "Two back", restock: [{ line: 0, quantity: 2 }] }).expect(
      502,
    );
    await request(shop.t.app).post(`/api/orders/${paid.pageToken}/cancellation`).send({}).expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${paid.orderId}/cancellation/approve`).expect(200),
    );
    expect((await shop.productRow(board.id)).stock).toBe(3);
    expect(order.refunds.at(-1)).toMatchObject({ restocked: true, restockLines: [{ line: 0, quantity: 3 }] });
    // Stripe's word on the waiting refund comes: it is recorded, and puts nothing back a second time.
    await chargeRefunded(shop, paid.intentId).expect(200);
    expect((await shop.productRow(board.id)).stock).toBe(3);
    const after = await adminOrderOf(admin, paid.orderId);
    expect(after.refunds[0]).toMatchObject({ status: "succeeded", restocked: false, restockLines: [] });
    expect(after.restockable).toEqual([0]);
  });

  it("an unpaid card order has its intent cancelled before its boards go back", async () => {
    const board = await shop.board(1);
    const placed = await shop.order(board.id);
    const token = `${placed.orderId}-${placed.orderToken}`;
    await request(shop.t.app).post(`/api/orders/${token}/cancellation`).send({}).expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(200),
    );
    expect(order.paymentStatus).toBe("cancelled");
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("canceled");
    expect((await shop.productRow(board.id)).stock).toBe(1);
  });
});
