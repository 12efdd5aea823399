import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import type { AdminStats } from "@shared/stats";
import { productPayload } from "../db/factories";
import { orders, products } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";

let t: TestApp;
let shop: StripeShop;
beforeAll(async () => {
  [t, shop] = await Promise.all([createTestApp(), startStripeShop()]);
});
afterAll(async () => {
  await t?.close();
  await shop?.close();
});

const stockOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(products).where(eq(products.id, id)))[0];

/** A board with `stock` on hand and a manual-payment order holding `quantity` of them. */
async function manualOrder(stock: number, quantity: number) {
  const admin = await t.asAdmin();
  const board = bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: `Board ${Math.random()}`, price: "30.00", stock }))
      .expect(201),
  );
  const placed = bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: (30 * quantity).toFixed(2),
          items: [{ productId: board.id, productName: "x", quantity, price: "30.00" }],
        }),
      )
      .expect(201),
  );
  expect(placed.clientSecret).toBeNull();
  return { admin, boardId: board.id, orderId: placed.orderId };
}

describe("finding 12 — unpaid manual orders give their stock back when deleted or cancelled", () => {
  it("finding 12: deleting an unpaid manual order gives its boards back in the same step", async () => {
    const { admin, boardId, orderId } = await manualOrder(2, 2);
    expect(await stockOf(t, boardId)).toMatchObject({ stock: 0, inStock: false });
    await admin.patch(`/api/admin/orders/${orderId}/archive`).expect(200);
    await admin.delete(`/api/admin/orders/${orderId}`).expect(204);
    expect(await stockOf(t, boardId)).toMatchObject({ stock: 2, inStock: true });
    expect(await t.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(0);
  });

  it("finding 12: cancelling an unpaid manual order marks it cancelled and gives its boards back exactly once", async () => {
    const { admin, boardId, orderId } = await manualOrder(3, 2);
    expect((await stockOf(t, boardId)).stock).toBe(1);
    const cancelled = await admin.patch(`/api/admin/orders/${orderId}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ id: orderId, paymentStatus: "cancelled", status: "ordered" });
    expect((await stockOf(t, boardId)).stock).toBe(3);
    // Again: same answer, no more boards.
    expect(bodyOf<AdminOrder>(await admin.patch(`/api/admin/orders/${orderId}/cancel`).expect(200)).paymentStatus).toBe(
      "cancelled",
    );
    expect((await stockOf(t, boardId)).stock).toBe(3);
    // No sale: the statistics leave it out.
    expect(bodyOf<AdminStats>(await admin.get("/api/admin/stats").expect(200)).revenueCollected).toBe("0.00");
    // Deleting the cancelled order later gives nothing back a second time.
    await admin.patch(`/api/admin/orders/${orderId}/archive`).expect(200);
    await admin.delete(`/api/admin/orders/${orderId}`).expect(204);
    expect((await stockOf(t, boardId)).stock).toBe(3);
  });

  it("finding 12: a paid order's boards were sold: cancel answers 409 and deleting it gives nothing back", async () => {
    const { admin, boardId, orderId } = await manualOrder(1, 1);
    await t.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, orderId));
    const refused = await admin.patch(`/api/admin/orders/${orderId}/cancel`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(
      "This order is paid, so it can't be cancelled. Refund it instead.",
    );
    await admin.patch(`/api/admin/orders/${orderId}/archive`).expect(200);
    await admin.delete(`/api/admin/orders/${orderId}`).expect(204);
    expect(await stockOf(t, boardId)).toMatchObject({ stock: 0, inStock: false });
  });

  it("finding 12: a shipped manual order left the workshop: cancel answers 409 and deleting it gives nothing back", async () => {
    const { admin, boardId, orderId } = await manualOrder(1, 1);
    await admin.patch(`/api/admin/orders/${orderId}/status`).send({ status: "shipped" }).expect(200);
    const refused = await admin.patch(`/api/admin/orders/${orderId}/cancel`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe("This order has already shipped, so it can't be cancelled.");
    await admin.patch(`/api/admin/orders/${orderId}/archive`).expect(200);
    await admin.delete(`/api/admin/orders/${orderId}`).expect(204);
    expect((await stockOf(t, boardId)).stock).toBe(0);
  });

  it("cancel answers 404 for an unknown order, 401 signed out and 403 for a customer", async () => {
    const { admin, orderId } = await manualOrder(1, 1);
    await admin.patch("/api/admin/orders/999999/cancel").expect(404);
    await admin.patch("/api/admin/orders/2147483648/cancel").expect(404);
    await request(t.app).patch(`/api/admin/orders/${orderId}/cancel`).expect(401);
    const customer = await t.asCustomer();
    await customer.patch(`/api/admin/orders/${orderId}/cancel`).expect(403);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus).toBe("manual");
  });
});

describe("finding 12 — cancelling or deleting an unpaid card order (Stripe mode)", () => {
  it("finding 12: cancel stops the PaymentIntent first, then gives the boards back", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    const admin = await shop.t.asAdmin();
    const cancelled = bodyOf<AdminOrder>(await admin.patch(`/api/admin/orders/${placed.orderId}/cancel`).expect(200));
    expect(cancelled.paymentStatus).toBe("cancelled");
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("canceled");
    expect(await stockOf(shop.t, b.id)).toMatchObject({ stock: 1, inStock: true });
    expect(() => shop.stripe.pay(placed.intentId)).toThrow(/canceled/);
  });

  it("finding 12: an order whose card payment just went through can't be cancelled and keeps its boards", async () => {
    const b = await shop.board(1);
    const placed = await shop.order(b.id);
    shop.stripe.pay(placed.intentId);
    const admin = await shop.t.asAdmin();
    const res = await admin.patch(`/api/admin/orders/${placed.orderId}/cancel`).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/card payment for this order has just gone through/);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      paymentStatus: "awaiting_payment",
      stockReleased: false,
    });
    expect((await stockOf(shop.t, b.id)).stock).toBe(0);
    await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("paid");
  });

  it("finding 12: deleting an archived unpaid card order cancels its intent and gives the boards back", async () => {
    const b = await shop.board(2);
    const placed = await shop.order(b.id, 2);
    const admin = await shop.t.asAdmin();
    await admin.patch(`/api/admin/orders/${placed.orderId}/archive`).expect(200);
    await admin.delete(`/api/admin/orders/${placed.orderId}`).expect(204);
    expect(shop.stripe.intents.get(placed.intentId)!.status).toBe("canceled");
    expect((await stockOf(shop.t, b.id)).stock).toBe(2);
  });
});
