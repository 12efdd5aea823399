import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder, UserOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import type { ShippingSettingInput } from "@shared/shipping-schema";
import type { SiteContent } from "@shared/site-content";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({ name: "Walnut Slab", price: "75.00" }));
});
afterAll(() => t?.close());

const setShipping = (shipping: ShippingSettingInput) =>
  admin.patch("/api/admin/site-content").send({ shipping }).expect(200);

function order(quantity: number, amount: string, email = "guest@example.com") {
  return request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        customerInfo: { name: "Gus Guest", email, phone: "", address: "9 Elm St\nPortland, OR 97201" },
        items: [{ productId: board.id, productName: board.name, quantity, price: "75.00" }],
      }),
    );
}

async function recap(placed: CreatePaymentIntentAnswer): Promise<OrderPaymentState> {
  return bodyOf<OrderPaymentState>(
    await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: placed.orderToken })
      .expect(200),
  );
}

describe("the shipping setting of the site content", () => {
  beforeEach(() => setShipping({ rule: "free" }));

  it("is free shipping on a fresh shop, so totals stay what they were", async () => {
    const content = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(content.shipping).toEqual({ rule: "free", rate: "0.00", freeFrom: null });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(1, "75.00").expect(201));
    expect(await recap(placed)).toMatchObject({ subtotal: "75.00", shipping: "0.00", total: "75.00" });
  });

  it("is saved by the admin as 2-decimal strings, and a broken one answers 400 naming the field", async () => {
    const saved = bodyOf<SiteContent>(await setShipping({ rule: "flat_free_from", rate: "12", freeFrom: "150.5" }));
    expect(saved.shipping).toEqual({ rule: "flat_free_from", rate: "12.00", freeFrom: "150.50" });
    const bad = await admin
      .patch("/api/admin/site-content")
      .send({ shipping: { rule: "flat_free_from", rate: "12.00" } })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(bad).errors?.map((e) => e.path)).toContain("shipping.freeFrom");
    const content = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(content.shipping.freeFrom).toBe("150.50");
  });

  it("may be changed by an admin only: 401 signed out, 403 for a customer", async () => {
    const body = { shipping: { rule: "flat", rate: "1.00" } };
    await request(t.app).patch("/api/admin/site-content").send(body).expect(401);
    const customer = await t.asCustomer();
    await customer.patch("/api/admin/site-content").send(body).expect(403);
    const content = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(content.shipping.rule).toBe("free");
  });
});

describe("checkout with shipping", () => {
  it("adds a flat rate to every order and stores it: the total is subtotal + shipping", async () => {
    await setShipping({ rule: "flat", rate: "12.50" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(2, "162.50").expect(201));
    expect(await recap(placed)).toMatchObject({ subtotal: "150.00", shipping: "12.50", total: "162.50" });
    const listed = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200)).find(
      (o) => o.id === placed.orderId,
    );
    expect(listed).toMatchObject({ subtotal: "150.00", shipping: "12.50", total: "162.50" });
  });

  it("answers the spec's 409 to an amount that leaves shipping out, and writes nothing", async () => {
    await setShipping({ rule: "flat", rate: "12.50" });
    const before = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200)).length;
    const res = await order(1, "75.00").expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(
      "Prices changed since these boards went into your cart. Please review your cart and try again.",
    );
    expect(bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200))).toHaveLength(before);
  });

  it("ships free from the amount on: one board ($75) pays $15, two ($150, the amount itself) ship free", async () => {
    await setShipping({ rule: "flat_free_from", rate: "15.00", freeFrom: "150.00" });
    const below = bodyOf<CreatePaymentIntentAnswer>(await order(1, "90.00").expect(201));
    expect(await recap(below)).toMatchObject({ subtotal: "75.00", shipping: "15.00", total: "90.00" });
    const at = bodyOf<CreatePaymentIntentAnswer>(await order(2, "150.00").expect(201));
    expect(await recap(at)).toMatchObject({ subtotal: "150.00", shipping: "0.00", total: "150.00" });
    const above = bodyOf<CreatePaymentIntentAnswer>(await order(3, "225.00").expect(201));
    expect(await recap(above)).toMatchObject({ subtotal: "225.00", shipping: "0.00", total: "225.00" });
    // Below the amount, the total without shipping is refused.
    await order(1, "75.00").expect(409);
  });

  it("shows subtotal, shipping and total in the customer's dashboard and both order emails", async () => {
    await setShipping({ rule: "flat", rate: "9.99" });
    const customer = await t.asCustomer("dana@example.com", "dana-password-1");
    const res = await customer
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "84.99",
          customerInfo: {
            name: "Dana Doe",
            email: "dana@example.com",
            phone: "",
            address: "1 Oak St\nPortland, OR 97201",
          },
          items: [{ productId: board.id, quantity: 1 }],
        }),
      )
      .expect(201);
    const { orderId } = bodyOf<CreatePaymentIntentAnswer>(res);
    const mine = bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200));
    expect(mine.find((o) => o.id === orderId)).toMatchObject({ subtotal: "75.00", shipping: "9.99", total: "84.99" });
    const mails = (await t.outbox()).filter((m) => new RegExp(`^Subject: .*#${orderId}\\b`, "m").test(m));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatch(/Subtotal: \$75\.00/);
      expect(mail).toMatch(/Shipping: \$9\.99/);
      expect(mail).toMatch(/Total: \$84\.99/);
      expect(mail).toContain("text/html");
      expect(mail).toMatch(/>Shipping<\/td><td[^>]*>\$9\.99</);
    }
  });
});

describe("GET /api/orders/:id/payment-status: the confirmation's recap", () => {
  it("answers items, amounts, address, email and payment state with the token, and 404 without it", async () => {
    await setShipping({ rule: "flat", rate: "5.00" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(2, "155.00", "recap@example.com").expect(201));
    expect(await recap(placed)).toEqual({
      orderId: placed.orderId,
      paymentStatus: "manual",
      status: "ordered",
      items: [{ productName: "Walnut Slab", quantity: 2, price: "75.00", lineTotal: "150.00", engraving: null }],
      subtotal: "150.00",
      shipping: "5.00",
      discount: "0.00",
      discountCode: null,
      tax: "0.00",
      taxLabel: null,
      total: "155.00",
      // The ship-to, with the buyer's name above their billing address (issue 40).
      shippingAddress: "Gus Guest\n9 Elm St\nPortland, OR 97201",
      email: "recap@example.com",
      paidAt: null,
      orderPage: `/orders/${placed.orderId}-${placed.orderToken}`,
      cancellationRequested: false,
      // The owner's note, and the day to pay by (decision 073).
      paymentInstructions: expect.stringMatching(
        /^No card is charged now\. We'll email you an invoice within one working day\.\n\nPlease pay by \w+ \d+, \d{4}\. An order still unpaid then is cancelled, and its boards go back on sale\.$/,
      ) as unknown,
    });
    const wrong = await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: "A".repeat(32) })
      .expect(404);
    expect(JSON.stringify(wrong.body)).not.toContain("recap@example.com");
    await request(t.app).get(`/api/orders/${placed.orderId}/payment-status`).expect(404);
    // Another order's token opens only that order.
    const other = bodyOf<CreatePaymentIntentAnswer>(await order(1, "80.00").expect(201));
    await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: other.orderToken })
      .expect(404);
  });
});
