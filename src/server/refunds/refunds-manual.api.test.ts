import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminCounts } from "@shared/admin-lists";
import type { AdminOrder } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import type { Product } from "@shared/product";
import type { AdminStats, MonthRevenue } from "@shared/stats";
import { checkoutPayload } from "../test/checkout.fixtures";
import { parseCsv } from "../test/csv-parse";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { adminOrderOf } from "../test/refunds.fixtures";

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Walnut Slab", price: "129.00", stock: 50 }));
});
afterAll(() => t?.close());

async function manualOrder(email = "sam@example.com", quantity = 1) {
  const placed = bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: (129 * quantity).toFixed(2),
          customerInfo: { name: "Sam Shopper", email, phone: "", address: "1 Main St\nPortland, OR 97201" },
          items: [{ productId: board.id, quantity }],
        }),
      )
      .expect(201),
  );
  return { ...placed, pageToken: `${placed.orderId}-${placed.orderToken}` };
}
async function paidManualOrder(email?: string, quantity?: number) {
  const placed = await manualOrder(email, quantity);
  await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-02" }).expect(200);
  return placed;
}
const refund = (orderId: number, body: object) => admin.post(`/api/admin/orders/${orderId}/refunds`).send(body);
const stats = async () => bodyOf<AdminStats>(await admin.get("/api/admin/stats").expect(200));
const thisMonth = async () =>
  bodyOf<MonthRevenue[]>(await admin.get("/api/admin/stats/revenue-by-month").expect(200)).at(-1)!.revenue;
const stock = async () =>
  bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).find((p) => p.id === board.id)!.stock;
/** The mails to `email` whose subject line holds `subject`. */
const mailsTo = async (email: string, subject: string) =>
  (await t.outbox()).filter(
    (m) => m.includes(`To: ${email}`) && m.split("\n").some((l) => l.startsWith("Subject:") && l.includes(subject)),
  );
const page = async (token: string) => bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${token}`).expect(200));
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe("POST /api/admin/orders/:id/refunds, a manual order", () => {
  it("records a refund made by hand at once, and tells the customer it comes back the way they paid", async () => {
    const placed = await paidManualOrder("hand@example.com");
    const order = bodyOf<AdminOrder>(
      await refund(placed.orderId, { amount: "29.00", reason: "Chipped corner" }).expect(201),
    );
    expect(order).toMatchObject({ paymentStatus: "paid", refunded: "29.00", refundable: "100.00" });
    expect(order.refunds).toEqual([
      expect.objectContaining({ via: "manual", status: "succeeded", confirmedAt: expect.any(String) as string }),
    ]);
    const [mail] = await mailsTo("hand@example.com", "Refund of $29.00");
    expect(mail).toContain("Reason: Chipped corner");
    expect(mail).toContain("We are returning it by hand, the way you paid.");
    expect(mail).not.toContain("business days");
  });

  it("refuses an order never paid (409), a bad body (400) and an unknown order (404)", async () => {
    const unpaid = await manualOrder();
    const refused = await refund(unpaid.orderId, { amount: "1.00", reason: "x" }).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe("This order was never paid, so there is nothing to refund.");
    const bad = await refund(unpaid.orderId, { amount: "1.001", reason: " " }).expect(400);
    expect(
      bodyOf<ApiErrorBody>(bad)
        .errors?.map((e) => e.path)
        .sort(),
    ).toEqual(["amount", "reason"]);
    await refund(999_999, { amount: "1.00", reason: "x" }).expect(404);
  });

  it("Revenue is money collected minus money refunded, in the strip and in this month's bar", async () => {
    const before = await stats();
    const monthBefore = await thisMonth();
    const partly = await paidManualOrder();
    const whole = await paidManualOrder();
    await refund(partly.orderId, { amount: "0.01", reason: "Rounding" }).expect(201);
    await refund(partly.orderId, { amount: "20.50", reason: "Scratch" }).expect(201);
    const refundedWhole = bodyOf<AdminOrder>(
      await refund(whole.orderId, { amount: "129.00", reason: "Lost" }).expect(201),
    );
    expect(refundedWhole.paymentStatus).toBe("refunded");
    const after = await stats();
    // Collected 2 × 129.00, refunded 0.01 + 20.50 + 129.00.
    expect(cents(after.revenueCollected) - cents(before.revenueCollected)).toBe(2 * 12900 - (1 + 2050 + 12900));
    expect(cents(await thisMonth()) - cents(monthBefore)).toBe(2 * 12900 - (1 + 2050 + 12900));
    // The refunded order is no longer an order to make; the partly refunded one still is.
    expect(after.activeOrders - before.activeOrders).toBe(1);
  });

  it("the orders CSV export has each order's refunds in its Refunded column", async () => {
    const placed = await paidManualOrder("csv@example.com");
    await refund(placed.orderId, { amount: "10.00", reason: "One" }).expect(201);
    await refund(placed.orderId, { amount: "2.50", reason: "Two" }).expect(201);
    const res = await admin.get("/api/admin/exports/orders.csv").buffer(true).expect(200);
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ""));
    const [header, ...orders] = rows;
    const row = orders.find((r) => r[header.indexOf("Order")] === String(placed.orderId))!;
    expect(row[header.indexOf("Refunded")]).toBe("12.50");
    expect(row[header.indexOf("Total")]).toBe("129.00");
  });

  it("never records more than was paid when several refunds by hand are asked at once", async () => {
    const placed = await paidManualOrder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => refund(placed.orderId, { amount: "50.00", reason: `Click ${i}` })),
    );
    // 2 × 50.00 fit in 129.00; a third would not.
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await adminOrderOf(admin, placed.orderId)).toMatchObject({ refunded: "100.00", refundable: "29.00" });
  });

  it("restock gives back the boards asked for, never more than were ordered", async () => {
    const placed = await paidManualOrder("restock@example.com", 2);
    const left = await stock();
    const restock = [{ line: 0, quantity: 1 }];
    await refund(placed.orderId, { amount: "129.00", reason: "One came back", restock }).expect(201);
    expect(await stock()).toBe(left! + 1);
    await refund(placed.orderId, { amount: "129.00", reason: "The other", restock }).expect(201);
    expect(await stock()).toBe(left! + 2);
    const order = await adminOrderOf(admin, placed.orderId);
    expect(order).toMatchObject({ paymentStatus: "refunded", restockable: [0] });
  });

  it("is for admins only", async () => {
    const placed = await paidManualOrder();
    await request(t.app)
      .post(`/api/admin/orders/${placed.orderId}/refunds`)
      .send({ amount: "1.00", reason: "x" })
      .expect(401);
    const customer = await t.asCustomer();
    await customer
      .post(`/api/admin/orders/${placed.orderId}/refunds`)
      .send({ amount: "1.00", reason: "x" })
      .expect(403);
    await customer.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(403);
    await customer.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(403);
    expect((await adminOrderOf(admin, placed.orderId)).refunds).toEqual([]);
  });
});

describe("the customer asks to cancel; the owner approves or declines", () => {
  it("records the request once, tells the owner, and the page says it was asked", async () => {
    const placed = await manualOrder("ask@example.com");
    expect((await page(placed.pageToken)).canRequestCancellation).toBe(true);
    const asked = bodyOf<OrderPage>(
      await request(t.app)
        .post(`/api/orders/${placed.pageToken}/cancellation`)
        .send({ reason: "Ordered the wrong size" })
        .expect(200),
    );
    expect(asked).toMatchObject({
      canRequestCancellation: false,
      cancellation: { requestedAt: expect.any(String) as string, reason: "Ordered the wrong size" },
    });
    await request(t.app).post(`/api/orders/${placed.pageToken}/cancellation`).send({}).expect(200);
    const notices = (await t.outbox()).filter((m) => m.includes(`Cancellation requested: order #${placed.orderId}`));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("Ordered the wrong size");
    const order = await adminOrderOf(admin, placed.orderId);
    expect(order.cancellationRequest).toMatchObject({ reason: "Ordered the wrong size" });
    expect(order.history.filter((e) => e.event === "cancellation_requested")).toHaveLength(1);
    // The admin home counts it, and the orders list finds it by the request.
    expect(bodyOf<AdminCounts>(await admin.get("/api/admin/counts").expect(200)).cancellationRequests).toBe(1);
    const asking = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders?request=cancellation").expect(200));
    expect(asking.map((o) => o.id)).toEqual([placed.orderId]);
  });

  it("approving an unpaid order cancels it, gives its boards back and tells the customer", async () => {
    const placed = await manualOrder("unpaid-cancel@example.com");
    const held = await stock();
    await request(t.app).post(`/api/orders/${placed.pageToken}/cancellation`).send({}).expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(200),
    );
    expect(order).toMatchObject({ paymentStatus: "cancelled", cancellationRequest: null, refunds: [] });
    expect(order.history.at(-1)).toMatchObject({ event: "cancelled" });
    expect(await stock()).toBe(held! + 1);
    const [mail] = await mailsTo("unpaid-cancel@example.com", "is cancelled");
    expect(mail).toContain("You have not been charged for it.");
    expect((await page(placed.pageToken)).canRequestCancellation).toBe(false);
  });

  it("approving a paid manual order records a refund of all of it by hand, with the boards back", async () => {
    const placed = await paidManualOrder("paid-cancel@example.com");
    await refund(placed.orderId, { amount: "9.00", reason: "Discount" }).expect(201);
    const held = await stock();
    await request(t.app).post(`/api/orders/${placed.pageToken}/cancellation`).send({}).expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(200),
    );
    expect(order).toMatchObject({
      paymentStatus: "refunded",
      refunded: "129.00",
      refundable: "0.00",
      cancellationRequest: null,
    });
    expect(order.refunds.at(-1)).toMatchObject({
      amount: "120.00",
      via: "manual",
      restocked: true,
      restockLines: [{ line: 0, quantity: 1 }],
    });
    expect(order.history.slice(-2).map((e) => e.event)).toEqual(["refunded", "cancelled"]);
    expect(await stock()).toBe(held! + 1);
    const [mail] = await mailsTo("paid-cancel@example.com", "is cancelled");
    expect(mail).toContain("We have refunded $120.00.");
    expect((await page(placed.pageToken)).refunded).toBe("129.00");
  });

  it("declining clears the request, records it and tells the customer; the order goes on", async () => {
    const placed = await paidManualOrder("decline@example.com");
    await request(t.app).post(`/api/orders/${placed.pageToken}/cancellation`).send({}).expect(200);
    const order = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(200),
    );
    expect(order).toMatchObject({ paymentStatus: "paid", cancellationRequest: null, refunds: [] });
    expect(order.history.at(-1)).toMatchObject({ event: "cancellation_declined" });
    expect(await mailsTo("decline@example.com", "About cancelling your Grain & Groove order")).toHaveLength(1);
    await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(409);
    await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(409);
  });

  it("a shipped order can no longer be asked to cancel, and a wrong token is no order", async () => {
    const placed = await paidManualOrder();
    await admin.patch(`/api/admin/orders/${placed.orderId}/status`).send({ status: "shipped" }).expect(200);
    expect((await page(placed.pageToken)).canRequestCancellation).toBe(false);
    const refused = await request(t.app).post(`/api/orders/${placed.pageToken}/cancellation`).send({}).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(
      "This order has already shipped, so it can no longer be cancelled.",
    );
    await request(t.app)
      .post(`/api/orders/${placed.orderId}-${"x".repeat(32)}/cancellation`)
      .send({})
      .expect(404);
  });
});
