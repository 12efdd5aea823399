import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { adminOrderOf } from "../test/refunds.fixtures";

// Issue 39: a refund's restock is per line (decision 070). A $0.01 refund that puts back one board
// puts back that one, not every board of the order; a later cancellation gives back only the rest.

let t: TestApp;
let admin: TestAgent;
let walnut: Product;
let maple: Product;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
  const board = async (name: string, price: string) =>
    bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name, price, stock: 500 }))
        .expect(201),
    );
  walnut = await board("Walnut Restock Board", "100.00");
  maple = await board("Maple Restock Board", "50.00");
});
afterAll(() => t?.close());

/** A manual order of 3 walnut boards (line 0) and 2 maple ones (line 1), marked paid ($400.00). */
async function paidOrder(walnuts = 3, maples = 2) {
  const items = [
    { productId: walnut.id, quantity: walnuts },
    ...(maples > 0 ? [{ productId: maple.id, quantity: maples }] : []),
  ];
  const placed = bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app)
      .post("/api/create-payment-intent")
      .send(checkoutPayload({ amount: (100 * walnuts + 50 * maples).toFixed(2), items }))
      .expect(201),
  );
  await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-02" }).expect(200);
  return { orderId: placed.orderId, pageToken: `${placed.orderId}-${placed.orderToken}` };
}

const refund = (orderId: number, body: object) => admin.post(`/api/admin/orders/${orderId}/refunds`).send(body);
const stocks = async () => {
  const products = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
  const of = (id: string) => products.find((p) => p.id === id)!.stock!;
  return { walnut: of(walnut.id), maple: of(maple.id) };
};
const messageOf = (res: { body: unknown }) => bodyOf<ApiErrorBody>(res).message;

describe("a refund puts back the boards of the lines it names (decision 070)", () => {
  it("a $0.01 refund putting back 1 of 3 walnut boards raises the walnut's stock by exactly 1, and no other board's", async () => {
    const { orderId } = await paidOrder();
    const before = await stocks();
    const order = bodyOf<AdminOrder>(
      await refund(orderId, { amount: "0.01", reason: "One came back", restock: [{ line: 0, quantity: 1 }] }).expect(
        201,
      ),
    );
    expect(await stocks()).toEqual({ walnut: before.walnut + 1, maple: before.maple });
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: "0.01", restocked: true, restockLines: [{ line: 0, quantity: 1 }] }),
    ]);
    expect(order.history.at(-1)).toMatchObject({
      event: "refunded",
      restocked: true,
      restockedLines: [{ productName: walnut.name, quantity: 1 }],
    });
    expect(order.restockable).toEqual([2, 2]);
    // A refund that names no line puts nothing back.
    const none = bodyOf<AdminOrder>(await refund(orderId, { amount: "0.01", reason: "Goodwill" }).expect(201));
    expect(none.refunds.at(-1)).toMatchObject({ restocked: false, restockLines: [] });
    expect(none.history.at(-1)).toMatchObject({ restocked: false, restockedLines: [] });
    expect(await stocks()).toEqual({ walnut: before.walnut + 1, maple: before.maple });
  });

  it("approving the cancellation afterwards gives back only the rest, exactly once", async () => {
    const { orderId, pageToken } = await paidOrder();
    const before = await stocks();
    await refund(orderId, { amount: "0.01", reason: "One came back", restock: [{ line: 0, quantity: 1 }] }).expect(201);
    await refund(orderId, { amount: "10.00", reason: "A maple came back", restock: [{ line: 1, quantity: 1 }] }).expect(
      201,
    );
    await request(t.app).post(`/api/orders/${pageToken}/cancellation`).send({}).expect(200);
    const cancelled = bodyOf<AdminOrder>(await admin.post(`/api/admin/orders/${orderId}/cancellation/approve`));
    // 3 walnuts and 2 maples went back in all: 1 + 2 and 1 + 1.
    expect(await stocks()).toEqual({ walnut: before.walnut + 3, maple: before.maple + 2 });
    expect(cancelled).toMatchObject({ paymentStatus: "refunded", refundable: "0.00", restockable: [0, 0] });
    expect(cancelled.refunds.at(-1)).toMatchObject({
      amount: "389.99",
      restocked: true,
      restockLines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
    expect(cancelled.history.filter((e) => e.event === "refunded").at(-1)).toMatchObject({
      restockedLines: [
        { productName: walnut.name, quantity: 2 },
        { productName: maple.name, quantity: 1 },
      ],
    });
    // Nothing goes back twice: the order is closed, and its boards are all back.
    await admin.post(`/api/admin/orders/${orderId}/cancellation/approve`).expect(409);
    expect(await stocks()).toEqual({ walnut: before.walnut + 3, maple: before.maple + 2 });
  });

  it("a full refund puts back only the lines it names, and the rest can still go back later", async () => {
    const { orderId } = await paidOrder(2, 1);
    const before = await stocks();
    const full = bodyOf<AdminOrder>(
      await refund(orderId, { amount: "250.00", reason: "Returned", restock: [{ line: 1, quantity: 1 }] }).expect(201),
    );
    expect(full).toMatchObject({ paymentStatus: "refunded", restockable: [2, 0] });
    expect(await stocks()).toEqual({ walnut: before.walnut, maple: before.maple + 1 });
  });

  it("refuses more than is left of a line (409) and a line the order does not have (400), changing nothing", async () => {
    const { orderId } = await paidOrder();
    await refund(orderId, { amount: "1.00", reason: "Two back", restock: [{ line: 0, quantity: 2 }] }).expect(201);
    const before = await stocks();
    const over = await refund(orderId, { amount: "1.00", reason: "Two more", restock: [{ line: 0, quantity: 2 }] });
    expect(over.status).toBe(409);
    expect(messageOf(over)).toBe(`At most 1 × ${walnut.name} of this order can still go back in stock.`);
    const overMaple = await refund(orderId, { amount: "1.00", reason: "x", restock: [{ line: 1, quantity: 3 }] });
    expect(overMaple.status).toBe(409);
    expect(messageOf(overMaple)).toBe(`At most 2 × ${maple.name} of this order can still go back in stock.`);
    const noLine = await refund(orderId, { amount: "1.00", reason: "x", restock: [{ line: 2, quantity: 1 }] });
    expect(noLine.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(noLine).errors).toEqual([
      { path: "restock.0.line", message: "This order has no such line" },
    ]);
    // What the schema refuses: nothing to put back, a line named twice, the old yes-or-no.
    for (const restock of [
      [{ line: 0, quantity: 0 }],
      [
        { line: 1, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      true,
    ]) {
      await refund(orderId, { amount: "1.00", reason: "x", restock }).expect(400);
    }
    const order = await adminOrderOf(admin, orderId);
    expect(order).toMatchObject({ refunded: "1.00", restockable: [1, 2] });
    expect(order.refunds).toHaveLength(1);
    expect(await stocks()).toEqual(before);
    // The last walnut can still go back; then none can.
    await refund(orderId, { amount: "1.00", reason: "Last", restock: [{ line: 0, quantity: 1 }] }).expect(201);
    const none = await refund(orderId, { amount: "1.00", reason: "x", restock: [{ line: 0, quantity: 1 }] });
    expect(none.status).toBe(409);
    expect(messageOf(none)).toBe(
      `No more ${walnut.name} of this order can go back in stock: all are back already or on their way.`,
    );
  });

  it("two refunds racing for the last board of a line put back one", async () => {
    const { orderId } = await paidOrder(2, 0);
    await refund(orderId, { amount: "1.00", reason: "First", restock: [{ line: 0, quantity: 1 }] }).expect(201);
    const before = await stocks();
    const answers = await Promise.all(
      ["A", "B", "C"].map((click) =>
        refund(orderId, { amount: "1.00", reason: `Click ${click}`, restock: [{ line: 0, quantity: 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await stocks()).toEqual({ walnut: before.walnut + 1, maple: before.maple });
    const order = await adminOrderOf(admin, orderId);
    expect(order.refunds.filter((r) => r.restocked).flatMap((r) => r.restockLines)).toEqual([
      { line: 0, quantity: 1 },
      { line: 0, quantity: 1 },
    ]);
    expect(order.restockable).toEqual([0]);
  });
});
