import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import { METHOD_NOT_ON_LIST } from "@shared/payment-methods";
import type { Product } from "@shared/product";
import type { AdminStats } from "@shared/stats";
import { checkoutPayload } from "../test/checkout.fixtures";
import { orders } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Cherry Round", price: "129.00" }));
});
afterAll(() => t?.close());

async function placeManualOrder(): Promise<CreatePaymentIntentAnswer> {
  return bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app)
      .post("/api/create-payment-intent")
      .send(checkoutPayload({ amount: "129.00", items: [{ productId: board.id, quantity: 1 }] }))
      .expect(201),
  );
}
const stats = async () => bodyOf<AdminStats>(await admin.get("/api/admin/stats").expect(200));
const markPaid = (id: number, body: object) => admin.post(`/api/admin/orders/${id}/mark-paid`).send(body);

describe("POST /api/admin/orders/:id/mark-paid", () => {
  it("records the payment in the order's history, and 'Revenue' counts the order only from then on", async () => {
    const placed = await placeManualOrder();
    const before = await stats();
    expect(before.revenueCollected).toBe("0.00");
    expect(before.activeOrders).toBe(1);

    const res = await markPaid(placed.orderId, {
      paidOn: "2026-03-02",
      method: "bank_transfer",
      note: "  Ref GG-1  ",
    }).expect(200);
    const order = bodyOf<AdminOrder>(res);
    expect(order.paymentStatus).toBe("paid");
    expect(order.history).toEqual([
      {
        event: "marked_paid",
        at: expect.any(String) as string,
        paidOn: "2026-03-02",
        // An old client's code is stored as the owner's list names it (decision 079).
        method: "Bank transfer",
        note: "Ref GG-1",
      },
    ]);
    expect(await stats()).toEqual({ ...before, revenueCollected: "129.00" });

    // The shopper's confirmation says so too.
    const recap = bodyOf<OrderPaymentState>(
      await request(t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
    expect(recap.paymentStatus).toBe("paid");
    expect(recap.paidAt).toEqual(order.history[0].at);
  });

  it("is idempotent: a second 'Mark as paid' answers the order unchanged and counts nothing twice", async () => {
    const placed = await placeManualOrder();
    const first = bodyOf<AdminOrder>(await markPaid(placed.orderId, { paidOn: "2026-03-03" }).expect(200));
    expect(first.history[0]).toMatchObject({ paidOn: "2026-03-03", method: null, note: null });
    const revenue = (await stats()).revenueCollected;
    const again = bodyOf<AdminOrder>(
      await markPaid(placed.orderId, { paidOn: "2026-03-09", method: "cash" }).expect(200),
    );
    expect(again.history).toEqual(first.history);
    expect((await stats()).revenueCollected).toBe(revenue);
  });

  it("refuses a cancelled order (409), and a paid order can no longer be cancelled", async () => {
    const cancelled = await placeManualOrder();
    await admin.patch(`/api/admin/orders/${cancelled.orderId}/cancel`).expect(200);
    const refused = await markPaid(cancelled.orderId, { paidOn: "2026-03-04" }).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toMatch(/cancelled/);

    const paid = await placeManualOrder();
    await markPaid(paid.orderId, { paidOn: "2026-03-04" }).expect(200);
    const noCancel = await admin.patch(`/api/admin/orders/${paid.orderId}/cancel`).expect(409);
    expect(bodyOf<ApiErrorBody>(noCancel).message).toMatch(/marked as paid/);
  });

  it("refuses a card order still awaiting its payment: the webhook settles those", async () => {
    const [row] = await t.db
      .insert(orders)
      .values({
        customerName: "C",
        customerEmail: "card@example.com",
        shippingAddress: "1 Main St",
        items: "[]",
        total: "50.00",
        paymentStatus: "awaiting_payment",
      })
      .returning();
    await markPaid(row.id, { paidOn: "2026-03-04" }).expect(409);
  });

  it("checks its input (400) and the order (404)", async () => {
    const placed = await placeManualOrder();
    const bad = await markPaid(placed.orderId, { paidOn: "yesterday", method: "x".repeat(41) }).expect(400);
    expect(
      bodyOf<ApiErrorBody>(bad)
        .errors?.map((e) => e.path)
        .sort(),
    ).toEqual(["method", "paidOn"]);
    // A method off the owner's list (decision 079) is refused at its field, and nothing is recorded.
    const off = await markPaid(placed.orderId, { paidOn: "2026-03-04", method: "gold" }).expect(400);
    expect(bodyOf<ApiErrorBody>(off).errors).toEqual([{ path: "method", message: METHOD_NOT_ON_LIST }]);
    await markPaid(placed.orderId, { paidOn: "2026-03-04", extra: 1 }).expect(400);
    await markPaid(999_999, { paidOn: "2026-03-04" }).expect(404);
  });

  it("is for admins only: 401 signed out, 403 for a customer, and nothing changes", async () => {
    const placed = await placeManualOrder();
    await request(t.app)
      .post(`/api/admin/orders/${placed.orderId}/mark-paid`)
      .send({ paidOn: "2026-03-04" })
      .expect(401);
    const customer = await t.asCustomer();
    await customer.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-04" }).expect(403);
    const listed = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200)).find(
      (o) => o.id === placed.orderId,
    );
    expect(listed?.paymentStatus).toBe("manual");
  });
});
