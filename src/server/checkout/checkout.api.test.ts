import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import type { ApiErrorBody } from "@shared/errors";
import type { UserOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { orders, products, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function createProduct(overrides: Parameters<typeof productPayload>[0] = {}) {
  const admin = await t.asAdmin();
  return (await admin.post("/api/products").send(productPayload(overrides)).expect(201)).body as {
    id: string;
    name: string;
    price: string;
  };
}

describe("POST /api/create-payment-intent (manual payment)", () => {
  it("prices the order from the database, writes the order with a snapshot and a guest customer, and emails both sides", async () => {
    const walnut = await createProduct({
      name: "Walnut Slab",
      price: "120.00",
      dimensions: "18 x 12",
      juiceGroove: true,
    });
    const maple = await createProduct({ name: "Maple Square", price: "45.50", shape: "square" });
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "211.00",
          items: [
            { productId: walnut.id, productName: "Walnut Slab", quantity: 1, price: "1.00" },
            { productId: maple.id, productName: "Maple Square", quantity: 2, price: "0.01" },
          ],
          customerInfo: {
            name: "Ada Wood",
            email: "Ada@Example.com",
            phone: "555-0100",
            address: "Ada Wood\n1 Main St\nPortland, OR 97201",
          },
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({ clientSecret: null, message: MANUAL_PAYMENT_MESSAGE });
    const placed = bodyOf<CreatePaymentIntentAnswer>(res);
    expect(placed.orderToken).toMatch(/^[\w-]{32}$/);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      customerName: "Ada Wood",
      customerEmail: "ada@example.com",
      customerPhone: "555-0100",
      shippingAddress: "Ada Wood\n1 Main St\nPortland, OR 97201",
      total: "211.00",
      status: "ordered",
      paymentStatus: "manual",
      userId: null,
    });
    expect(JSON.parse(order.items)).toEqual([
      {
        productId: walnut.id,
        product: { name: "Walnut Slab", dimensions: "18 x 12", shape: "rectangle", juiceGroove: true, price: "120.00" },
        quantity: 1,
      },
      {
        productId: maple.id,
        product: {
          name: "Maple Square",
          dimensions: '16" x 11" x 1"',
          shape: "square",
          juiceGroove: false,
          price: "45.50",
        },
        quantity: 2,
      },
    ]);

    const [guest] = await t.db.select().from(users).where(eq(users.email, "ada@example.com"));
    expect(guest).toMatchObject({
      password: null,
      firstName: "Ada",
      lastName: "Wood",
      phone: "555-0100",
      isAdmin: false,
    });

    const mail = await t.outbox();
    const confirmation = mail.find((m) => m.includes("To: ada@example.com"))!;
    expect(confirmation).toContain(`Subject: Your Grain & Groove order #${order.id}`);
    expect(confirmation).toContain("2 × Maple Square");
    expect(confirmation).toContain("Total: $211.00");
    expect(confirmation).toContain("1 Main St");
    expect(confirmation).toContain("3-5 business days");
    // The owner's notice goes to the admin account, never to the placeholder contact email (decision 038).
    const notice = mail.find((m) => m.includes("To: owner@example.com"))!;
    expect(mail.some((m) => m.includes("To: hello@example.com"))).toBe(false);
    expect(notice).toContain(`Subject: New order #${order.id}`);
  });

  it("links the order to the signed-in customer", async () => {
    const board = await createProduct({ price: "10.00" });
    const customer = await t.asCustomer("buyer@example.com", "buyer-password-1");
    const res = await customer
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: 10,
          items: [{ productId: board.id, productName: board.name, quantity: 1, price: "10.00" }],
        }),
      )
      .expect(201);
    const mine = bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200));
    expect(mine.map((o) => o.id)).toContain(bodyOf<CreatePaymentIntentAnswer>(res).orderId);
  });

  it("never lets a tampered amount become the total: 409 and nothing written", async () => {
    const board = await createProduct({ name: "Pricey", price: "300.00" });
    const before = (await t.db.select().from(orders)).length;
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "0.01",
          items: [{ productId: board.id, productName: "Pricey", quantity: 1, price: "0.01" }],
        }),
      )
      .expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/Prices changed/);
    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it("answers 409 naming a deleted or an out-of-stock board", async () => {
    const admin = await t.asAdmin();
    const gone = await createProduct({ name: "Gone Board" });
    await admin.delete(`/api/products/${gone.id}`).expect(204);
    const missing = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "89.00",
          items: [{ productId: gone.id, productName: "Gone Board", quantity: 1, price: "89.00" }],
        }),
      )
      .expect(409);
    expect(bodyOf<ApiErrorBody>(missing).message).toContain('"Gone Board" is no longer sold');

    const sold = await createProduct({ name: "Sold Out Board", inStock: false });
    const out = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "89.00",
          items: [{ productId: sold.id, productName: "x", quantity: 1, price: "89.00" }],
        }),
      )
      .expect(409);
    expect(bodyOf<ApiErrorBody>(out).message).toContain('"Sold Out Board" is out of stock');
  });

  it.each([
    [{ items: [] }, "Your cart is empty"],
    [{ items: [{ productId: "7b0f3b56-0000-4000-8000-000000000000", quantity: 0 }] }, "Quantity must be at least 1"],
    [
      { items: [{ productId: "7b0f3b56-0000-4000-8000-000000000000", quantity: 1.5 }] },
      "Quantity must be a whole number",
    ],
    [
      { items: [{ productId: "7b0f3b56-0000-4000-8000-000000000000", quantity: 21 }] },
      "At most 20 of one board per order",
    ],
    [{ customerInfo: { name: "A", email: "nope", address: "x" } }, "Invalid email address"],
    [{ customerInfo: { name: "", email: "a@example.com", address: "x" } }, "Name is required"],
    [{ amount: "abc" }, "Amount must be a number with at most 2 decimals"],
  ])("answers 400 for %j", async (override, message) => {
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(checkoutPayload(override as never))
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toContain(message);
  });
});

describe("stock that cannot be oversold", () => {
  it("20 concurrent checkouts for the last board: one order, nineteen 409s, stock 0 and out of stock", async () => {
    const last = await createProduct({ name: "Last Board", price: "50.00", stock: 1 });
    const before = (await t.db.select().from(orders)).length;
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.app)
          .post("/api/create-payment-intent")
          .send(
            checkoutPayload({
              amount: "50.00",
              customerInfo: {
                name: `Racer ${i}`,
                email: `racer${i}@example.com`,
                phone: "",
                address: "1 Main St\nPortland, OR 97201",
              },
              items: [{ productId: last.id, productName: "Last Board", quantity: 1, price: "50.00" }],
            }),
          ),
      ),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await t.db.select().from(orders)).length).toBe(before + 1);
    const [row] = await t.db.select().from(products).where(eq(products.id, last.id));
    expect(row).toMatchObject({ stock: 0, inStock: false });
    const listed = bodyOf<Product[]>(await request(t.app).get("/api/products")).find((p) => p.id === last.id);
    expect(listed).toMatchObject({ stock: 0, inStock: false });
  });

  it("finding 15: guest data never changes an account (an anonymous checkout cannot set an account's phone)", async () => {
    await t.asCustomer("victim@example.com", "victim-password-1");
    const before = (await t.db.select().from(users).where(eq(users.email, "victim@example.com")))[0];
    expect(before.phone).toBeNull();
    const board = await createProduct({ price: "15.00" });
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "15.00",
          customerInfo: {
            name: "Mallory Guest",
            email: "victim@example.com",
            phone: "555-0666",
            address: "1 Elsewhere\nSalem, OR 97301",
          },
          items: [{ productId: board.id, productName: board.name, quantity: 1, price: "15.00" }],
        }),
      )
      .expect(201);
    const [after] = await t.db.select().from(users).where(eq(users.email, "victim@example.com"));
    expect(after).toEqual(before);
    // The order keeps what the buyer typed.
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, bodyOf<CreatePaymentIntentAnswer>(res).orderId));
    expect(order).toMatchObject({ customerName: "Mallory Guest", customerPhone: "555-0666" });
  });

  it("asking for more than is left answers 409 with what is left", async () => {
    const few = await createProduct({ name: "Few Boards", price: "20.00", stock: 2 });
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "60.00",
          items: [{ productId: few.id, productName: "Few Boards", quantity: 3, price: "20.00" }],
        }),
      )
      .expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe('Only 2 of "Few Boards" left. Please lower the quantity.');
  });

  it("a failure between the writes leaves no half order and holds no stock (one transaction)", async () => {
    const board = await createProduct({ name: "Crash Board", price: "20.00", stock: 5 });
    const before = (await t.db.select().from(orders)).length;
    // Simulate a crash at the last write, after the stock was held and the customer row written.
    await t.db.execute(sql`alter table orders add constraint crash_test check (customer_name <> 'Crash Me')`);
    try {
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "40.00",
            customerInfo: {
              name: "Crash Me",
              email: "crash@example.com",
              phone: "",
              address: "1 Main St\nPortland, OR 97201",
            },
            items: [{ productId: board.id, productName: "Crash Board", quantity: 2, price: "20.00" }],
          }),
        )
        .expect(500);
    } finally {
      await t.db.execute(sql`alter table orders drop constraint crash_test`);
    }
    expect((await t.db.select().from(orders)).length).toBe(before);
    const [row] = await t.db.select().from(products).where(eq(products.id, board.id));
    expect(row.stock).toBe(5);
    expect(await t.db.select().from(users).where(eq(users.email, "crash@example.com"))).toHaveLength(0);
  });
});

describe("GET /api/orders/:id/payment-status", () => {
  it("answers the payment state with the order's token, 404 otherwise", async () => {
    const board = await createProduct({ price: "12.00" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "12.00",
            items: [{ productId: board.id, productName: board.name, quantity: 1, price: "12.00" }],
          }),
        )
        .expect(201),
    );
    const ok = await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: placed.orderToken })
      .expect(200);
    expect(ok.body).toMatchObject({ orderId: placed.orderId, paymentStatus: "manual", status: "ordered" });
    await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: "x".repeat(32) })
      .expect(404);
    await request(t.app)
      .get(`/api/orders/${placed.orderId + 1}/payment-status`)
      .query({ token: placed.orderToken })
      .expect(404);
    await request(t.app).get(`/api/orders/abc/payment-status`).expect(404);
  });
});

describe("GET /api/config", () => {
  it("has no publishable key in manual mode", async () => {
    const res = await request(t.app).get("/api/config").expect(200);
    expect(res.body).toEqual({ stripePublishableKey: null, oidcEnabled: false });
  });
});
