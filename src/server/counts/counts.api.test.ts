import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCounts } from "@shared/admin-lists";
import { commissionQuotes, commissions, contactInquiries, orders } from "../db/schema";
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
      ordersAwaitingPayment: 0,
      oldestAwaitingPaymentAt: null,
      newCustomOrders: 0,
      quotesWaiting: 0,
      openInquiries: 0,
      cancellationRequests: 0,
      reviewsWaiting: 0,
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
    expect(bodyOf<AdminCounts>(await admin.get("/api/admin/counts").expect(200))).toMatchObject({
      ordersToShip: 2,
      newCustomOrders: 1,
      openInquiries: 2,
    });
  });
});

describe("GET /api/admin/counts: what needs doing on the admin home (decision 038)", () => {
  it("counts manual orders awaiting payment with the oldest one's date, and quotes waiting for the customer", async () => {
    const fresh = await createTestApp();
    try {
      const day = 24 * 60 * 60_000;
      const oldest = new Date(Date.now() - 3 * day - 60_000);
      await fresh.db.insert(orders).values([
        // Awaiting payment: manual orders still Ordered, not archived, not marked paid.
        order({ paymentStatus: "manual", createdAt: oldest }),
        order({ paymentStatus: "manual", createdAt: new Date(Date.now() - day) }),
        // Not awaiting: archived, cancelled, paid, shipped unpaid, an older one archived.
        order({ paymentStatus: "manual", archived: true, createdAt: new Date(Date.now() - 9 * day) }),
        order({ paymentStatus: "cancelled", createdAt: new Date(Date.now() - 8 * day) }),
        order({ paymentStatus: "paid", paidAt: new Date() }),
        order({ paymentStatus: "manual", status: "shipped", createdAt: new Date(Date.now() - 7 * day) }),
      ]);
      const requests = await fresh.db
        .insert(contactInquiries)
        .values([
          inquiry({ inquiryType: "custom_order", status: "consultation complete" }), // quote sent: waiting
          inquiry({ inquiryType: "custom_order", status: "consultation complete" }), // accepted
          inquiry({ inquiryType: "custom_order", status: "consultation complete" }), // expired
          inquiry({ inquiryType: "custom_order", status: "consultation complete" }), // v1 superseded, v2 waiting
          inquiry({ inquiryType: "custom_order", status: "consultation complete", archived: true }), // archived
        ])
        .returning({ id: contactInquiries.id });
      await fresh.db.insert(commissions).values(requests.map((r, i) => ({ inquiryId: r.id, tokenHash: `hash-${i}` })));
      const quote = (i: number, extra: Partial<typeof commissionQuotes.$inferInsert> = {}) => ({
        inquiryId: requests[i].id,
        version: 1,
        priceCents: 20_000,
        depositCents: 5_000,
        estimatedCompletion: "4 weeks",
        expiresAt: new Date(Date.now() + 14 * day),
        ...extra,
      });
      await fresh.db
        .insert(commissionQuotes)
        .values([
          quote(0),
          quote(1, { acceptedAt: new Date() }),
          quote(2, { expiresAt: new Date(Date.now() - 60_000) }),
          quote(3, { supersededAt: new Date() }),
          quote(3, { version: 2 }),
          quote(4),
        ]);
      const admin = await fresh.asAdmin();
      const counts = bodyOf<AdminCounts>(await admin.get("/api/admin/counts").expect(200));
      expect(counts).toEqual({
        ordersToShip: 1,
        ordersAwaitingPayment: 2,
        oldestAwaitingPaymentAt: oldest.toISOString(),
        newCustomOrders: 0,
        quotesWaiting: 2,
        openInquiries: 0,
        cancellationRequests: 0,
        reviewsWaiting: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});
