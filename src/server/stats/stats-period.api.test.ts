import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, MonthRevenue } from "@shared/stats";
import { orders, refunds } from "../db/schema";
import { ordersRepo } from "../orders/orders.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { statsService } from "./stats.service";

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

/** The refund row of the order of `email`, for its whole total, as migration 0014 gives refunded orders. */
async function refundInFull(db: TestApp["db"], email: string) {
  const [order] = await db.select().from(orders).where(eq(orders.customerEmail, email));
  await db.insert(refunds).values({
    orderId: order.id,
    amountCents: Math.round(Number(order.total) * 100),
    reason: "Paid after its boards were sold",
    via: "card",
    status: "succeeded",
    createdAt: order.createdAt,
  });
}
const base = { customerName: "A", shippingAddress: "1 Main St\nPortland, OR 97201", items: "[]" };
const stats = async (query = "") => bodyOf<AdminStats>(await admin.get(`/api/admin/stats${query}`).expect(200));

describe("GET /api/admin/stats?period= (decision 028)", () => {
  const now = Date.now();
  const fortyDaysAgo = new Date(now - 40 * DAY);
  // Whether the order of 40 days ago falls in this calendar year (UTC) depends on today's date.
  const fortyInYear = fortyDaysAgo.getUTCFullYear() === new Date(now).getUTCFullYear() ? 1 : 0;

  beforeAll(async () => {
    const recently = new Date(now - 1000);
    await t.db.insert(orders).values([
      { ...base, customerEmail: "r@example.com", total: "10.00", paymentStatus: "paid", createdAt: recently },
      // A manual order not yet paid counts as an order, never as revenue; a refunded one nowhere.
      { ...base, customerEmail: "m@example.com", total: "500.00", createdAt: recently },
      { ...base, customerEmail: "x@example.com", total: "800.00", paymentStatus: "refunded", createdAt: recently },
      {
        ...base,
        customerEmail: "f@example.com",
        total: "20.00",
        status: "delivered",
        paymentStatus: "paid",
        createdAt: fortyDaysAgo,
      },
      {
        ...base,
        customerEmail: "o@example.com",
        total: "40.00",
        status: "delivered",
        paymentStatus: "paid",
        createdAt: new Date(now - 400 * DAY),
      },
    ]);
    // A refunded order's money went back: its refund row, as every refunded order has (decision 045).
    await refundInFull(t.db, "x@example.com");
  });

  it("answers all time without a period, exactly as the spec's call did", async () => {
    const all = { activeOrders: 2, completedOrders: 2, customersServed: 4, revenueCollected: "70.00" };
    expect(await stats()).toEqual(all);
    expect(await stats("?period=all")).toEqual(all);
  });

  it("counts the orders placed in the last 30 days and the money collected in them", async () => {
    expect(await stats("?period=30d")).toEqual({
      activeOrders: 2,
      completedOrders: 0,
      customersServed: 2,
      revenueCollected: "10.00",
    });
  });

  it("counts this calendar year's orders and money", async () => {
    expect(await stats("?period=year")).toEqual({
      activeOrders: 2,
      completedOrders: fortyInYear,
      customersServed: 2 + fortyInYear,
      revenueCollected: fortyInYear ? "30.00" : "10.00",
    });
  });

  it("answers 400 with a clear message for a period it does not know", async () => {
    for (const query of ["?period=week", "?period=", "?period=30D", "?period=30d&period=year"]) {
      const res = await admin.get(`/api/admin/stats${query}`).expect(400);
      expect(bodyOf<{ message: string }>(res).message).toBe("period must be one of 30d, year or all");
    }
  });

  it("answers the last 12 months of money collected, the current month last, zeros included", async () => {
    const months = bodyOf<MonthRevenue[]>(await admin.get("/api/admin/stats/revenue-by-month").expect(200));
    expect(months).toHaveLength(12);
    const today = new Date(now);
    const expected = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
    );
    expect(months.map((m) => m.month)).toEqual(expected);
    // Only paid money: the manual and refunded orders of this month add nothing, the order of 400 days ago is too old.
    const revenue = new Map(expected.map((month) => [month, "0.00"]));
    revenue.set(expected[11], "10.00");
    revenue.set(fortyDaysAgo.toISOString().slice(0, 7), "20.00");
    expect(months).toEqual(expected.map((month) => ({ month, revenue: revenue.get(month) })));
  });

  it("answers 401 signed out and 403 for a customer", async () => {
    const customer = await t.asCustomer();
    for (const path of ["/api/admin/stats?period=30d", "/api/admin/stats/revenue-by-month"]) {
      await request(t.app).get(path).expect(401);
      await customer.get(path).expect(403);
    }
  });
});

describe("the periods and months at a chosen day (statsService with its clock)", () => {
  const service = () => statsService(ordersRepo(t.db), () => new Date("2026-03-15T12:00:00Z"));

  beforeAll(async () => {
    await t.db.delete(orders);
    const at = (iso: string) => new Date(iso);
    const paid = { paymentStatus: "paid" } as const;
    await t.db.insert(orders).values([
      // A card order of last week.
      { ...base, customerEmail: "a@example.com", total: "100.00", ...paid, createdAt: at("2026-03-10T09:00:00Z") },
      // A manual order placed 6 weeks ago and marked paid on March 1: its money came in this month.
      {
        ...base,
        customerEmail: "b@example.com",
        total: "50.00",
        status: "delivered",
        ...paid,
        paidAt: at("2026-03-01T10:00:00Z"),
        createdAt: at("2026-02-01T10:00:00Z"),
      },
      // Last December: not this year.
      {
        ...base,
        customerEmail: "A@example.com",
        total: "30.00",
        status: "shipped",
        ...paid,
        createdAt: at("2025-12-20T10:00:00Z"),
      },
      // A year ago: all time only, before the chart's first month.
      {
        ...base,
        customerEmail: "c@example.com",
        total: "7.00",
        status: "delivered",
        ...paid,
        createdAt: at("2025-03-01T10:00:00Z"),
      },
      // The chart's first month starts at midnight UTC on April 1: the second before it is out.
      { ...base, customerEmail: "g@example.com", total: "1.00", ...paid, createdAt: at("2025-04-01T00:00:00Z") },
      { ...base, customerEmail: "g@example.com", total: "2.00", ...paid, createdAt: at("2025-03-31T23:59:59Z") },
      // Manual and not yet paid, and a card payment still awaited.
      { ...base, customerEmail: "d@example.com", total: "500.00", createdAt: at("2026-03-14T10:00:00Z") },
      {
        ...base,
        customerEmail: "e@example.com",
        total: "900.00",
        paymentStatus: "awaiting_payment",
        createdAt: at("2026-03-14T10:00:00Z"),
      },
    ]);
  });

  it("counts the orders placed in each period and the money collected in it", async () => {
    const s = service();
    expect(await s.adminStats("30d")).toEqual({
      activeOrders: 2,
      completedOrders: 0,
      customersServed: 2,
      revenueCollected: "150.00",
    });
    expect(await s.adminStats("year")).toEqual({
      activeOrders: 2,
      completedOrders: 1,
      customersServed: 3,
      revenueCollected: "150.00",
    });
    expect(await s.adminStats("all")).toEqual({
      activeOrders: 5,
      completedOrders: 2,
      customersServed: 5,
      revenueCollected: "190.00",
    });
  });

  it("puts each payment in the UTC month its money came in, over April to March", async () => {
    expect(await service().revenueByMonth()).toEqual([
      { month: "2025-04", revenue: "1.00" },
      { month: "2025-05", revenue: "0.00" },
      { month: "2025-06", revenue: "0.00" },
      { month: "2025-07", revenue: "0.00" },
      { month: "2025-08", revenue: "0.00" },
      { month: "2025-09", revenue: "0.00" },
      { month: "2025-10", revenue: "0.00" },
      { month: "2025-11", revenue: "0.00" },
      { month: "2025-12", revenue: "30.00" },
      { month: "2026-01", revenue: "0.00" },
      { month: "2026-02", revenue: "0.00" },
      { month: "2026-03", revenue: "150.00" },
    ]);
  });
});
