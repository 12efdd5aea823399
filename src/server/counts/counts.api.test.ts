import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCounts } from "@shared/admin-lists";
import { contactInquiries, orders } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const order = (extra: Partial<typeof orders.$inferInsert>) => ({
  customerName: "Sam Shopper",
  customerEmail: "sam@example.com",
  shippingAddress: "1 Main St",
  items: "[]",
  total: "50.00",
  ...extra,
});
const inquiry = (extra: Partial<typeof contactInquiries.$inferInsert>) => ({
  name: "Pat",
  email: "pat@example.com",
  message: "Hello",
  ...extra,
});

describe("GET /api/admin/counts", () => {
  it("answers zeros for an empty shop, and only to an admin", async () => {
    await request(t.app).get("/api/admin/counts").expect(401);
    await (await t.asCustomer()).get("/api/admin/counts").expect(403);
    const admin = await t.asAdmin();
    expect(bodyOf<AdminCounts>(await admin.get("/api/admin/counts").expect(200))).toEqual({
      ordersToShip: 0,
      newCustomOrders: 0,
      openInquiries: 0,
    });
  });

  it("counts paid orders still to ship, new custom orders and general inquiries not archived", async () => {
    await t.db.insert(orders).values([
      // To ship: paid by card, and a manual order marked paid.
      order({ paymentStatus: "paid" }),
      order({ paymentStatus: "paid", paidAt: new Date() }),
      // Not to ship: unpaid, awaiting a card, shipped, delivered, archived, cancelled.
      order({ paymentStatus: "manual" }),
      order({ paymentStatus: "awaiting_payment" }),
      order({ paymentStatus: "paid", status: "shipped" }),
      order({ paymentStatus: "paid", status: "delivered" }),
      order({ paymentStatus: "paid", archived: true }),
      order({ paymentStatus: "cancelled" }),
    ]);
    await t.db
      .insert(contactInquiries)
      .values([
        inquiry({ inquiryType: "custom_order" }),
        inquiry({ inquiryType: "custom_order", status: "in progress" }),
        inquiry({ inquiryType: "custom_order", archived: true }),
        inquiry({ inquiryType: "general" }),
        inquiry({ inquiryType: "general" }),
        inquiry({ inquiryType: "general", archived: true }),
        inquiry({ inquiryType: "newsletter" }),
      ]);
    const admin = await t.asAdmin();
    expect(bodyOf<AdminCounts>(await admin.get("/api/admin/counts").expect(200))).toEqual({
      ordersToShip: 2,
      newCustomOrders: 1,
      openInquiries: 2,
    });
  });
});
