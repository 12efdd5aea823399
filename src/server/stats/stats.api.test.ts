import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, refunds } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/admin/stats", () => {
  it("reads 0 before any order", async () => {
    const admin = await t.asAdmin();
    const res = await admin.get("/api/admin/stats").expect(200);
    expect(res.body).toEqual({ activeOrders: 0, completedOrders: 0, customersServed: 0, revenueCollected: "0.00" });
  });

  it("counts active and delivered orders and distinct customers over paid or manual orders, revenue over paid ones in exact cents", async () => {
    const order = { customerName: "A", shippingAddress: "1 Main St\nPortland, OR 97201", items: "[]" };
    const inserted = await t.db
      .insert(orders)
      .values([
        { ...order, customerEmail: "a@example.com", total: "10.10", status: "ordered" },
        { ...order, customerEmail: "A@example.com", total: "20.20", status: "shipped" },
        { ...order, customerEmail: "b@example.com", total: "0.70", status: "delivered", paymentStatus: "paid" },
        // A manual order marked paid is money collected; a manual one not yet paid is not (decision 022).
        { ...order, customerEmail: "b@example.com", total: "5.25", paymentStatus: "paid", paidAt: new Date() },
        // Neither an unpaid, a failed, a cancelled nor a refunded order counts anywhere.
        { ...order, customerEmail: "c@example.com", total: "500.00", paymentStatus: "awaiting_payment" },
        { ...order, customerEmail: "d@example.com", total: "600.00", status: "delivered", paymentStatus: "failed" },
        { ...order, customerEmail: "e@example.com", total: "700.00", paymentStatus: "cancelled" },
        { ...order, customerEmail: "f@example.com", total: "800.00", status: "shipped", paymentStatus: "refunded" },
      ])
      .returning();
    // A refunded order's money went back: its refund row, as every refunded order has (decision 045).
    const refunded = inserted.find((row) => row.paymentStatus === "refunded")!;
    await t.db
      .insert(refunds)
      .values({ orderId: refunded.id, amountCents: 80000, reason: "Gone", via: "card", status: "succeeded" });
    const admin = await t.asAdmin();
    const res = await admin.get("/api/admin/stats").expect(200);
    expect(res.body).toEqual({ activeOrders: 3, completedOrders: 1, customersServed: 2, revenueCollected: "5.95" });
  });

  it("answers 401 signed out and 403 for a customer", async () => {
    await request(t.app).get("/api/admin/stats").expect(401);
    const customer = await t.asCustomer();
    await customer.get("/api/admin/stats").expect(403);
  });
});
