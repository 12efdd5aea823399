import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, CreatePaymentIntentInput, OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { OrderPage } from "@shared/order-page";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import type { SiteContent } from "@shared/site-content";
import { orders } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, pdfText } from "../test/pdf-text";

// Engraving (decision 055): the owner's rules on a board, priced and checked on the server, kept on the order.
let t: TestApp;
let admin: TestAgent;
let board: Product;
const ENGRAVING = { price: "15.00", maxLength: 12, symbols: "&.,'-" };
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({
    name: "Wedding Walnut Board",
    price: "89.00",
    dimensions: "16 × 11 in",
    engraving: ENGRAVING,
  }));
});
afterAll(() => t?.close());

type Item = CreatePaymentIntentInput["items"][number];
const checkout = (items: Item[], amount: string, email = "couple@example.com") => {
  const payload = checkoutPayload({ amount, items });
  payload.customerInfo.email = email;
  return request(t.app).post("/api/create-payment-intent").send(payload);
};
const itemsOf = async (orderId: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return JSON.parse(row.items) as { product: { name: string; price: string; engraving?: unknown }; quantity: number }[];
};

describe("the owner's engraving settings", () => {
  it("are kept with the board and answered publicly, with the defaults and each symbol once", async () => {
    expect(board.engraving).toEqual(ENGRAVING);
    const res = await admin
      .patch(`/api/products/${board.id}`)
      .send({ engraving: { price: "12.5", symbols: "&& . ,'-" } })
      .expect(200);
    expect(bodyOf<Product>(res).engraving).toEqual({ price: "12.50", maxLength: 24, symbols: "&.,'-" });
    const listed = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
    expect(listed.find((p) => p.id === board.id)?.engraving).toEqual({
      price: "12.50",
      maxLength: 24,
      symbols: "&.,'-",
    });
    await admin.patch(`/api/products/${board.id}`).send({ engraving: ENGRAVING }).expect(200);
  });

  it("refuse what no board can hold, with a message per field", async () => {
    const refused = async (engraving: unknown) =>
      bodyOf<ApiErrorBody>(await admin.patch(`/api/products/${board.id}`).send({ engraving }).expect(400)).message;
    expect(await refused({ price: "ten", maxLength: 10, symbols: "" })).toContain(
      "Engraving price must be a number with at most 2 decimals",
    );
    expect(await refused({ price: "5.00", maxLength: 0, symbols: "" })).toContain(
      "Maximum characters must be at least 1",
    );
    expect(await refused({ price: "5.00", maxLength: 61, symbols: "" })).toContain(
      "Maximum characters must be at most 60",
    );
    expect(await refused({ price: "5.00", maxLength: 10, symbols: "&a" })).toContain(
      "Allowed symbols are the characters besides letters and digits",
    );
  });

  it("are the owner's alone to change", async () => {
    await request(t.app).patch(`/api/products/${board.id}`).send({ engraving: null }).expect(401);
    const shopper = await t.asCustomer("engraving-shopper@example.com");
    await shopper.patch(`/api/products/${board.id}`).send({ engraving: null }).expect(403);
    const policy = { personalisedPolicy: "Engraved boards are final sale." };
    await request(t.app).patch("/api/admin/site-content").send(policy).expect(401);
    await shopper.patch("/api/admin/site-content").send(policy).expect(403);
  });

  it("come with the owner's policy for personalised boards, which she can rewrite", async () => {
    const before = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(before.personalisedPolicy).toBe(
      "Engraved boards are made just for you, so they can't be returned or exchanged unless they arrive damaged.",
    );
    await admin
      .patch("/api/admin/site-content")
      .send({ personalisedPolicy: "Engraved boards are final sale." })
      .expect(200);
    const after = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(after.personalisedPolicy).toBe("Engraved boards are final sale.");
  });
});

describe("an engraved board at checkout", () => {
  it("is priced on the server, whatever price the cart sent, and the same board with two texts is two lines", async () => {
    // 2 × (89 + 15) + 1 × (89 + 15) + 1 × 89: the tampered prices are ignored.
    const res = await checkout(
      [
        { productId: board.id, quantity: 1, engraving: "A & J 2026", price: "1.00" },
        { productId: board.id, quantity: 1, engraving: "  Sam  &  Lee ", price: "0.01" },
        { productId: board.id, quantity: 1, engraving: "A & J 2026" },
        { productId: board.id, quantity: 1 },
      ],
      "401.00",
    ).expect(201);
    const placed = bodyOf<CreatePaymentIntentAnswer>(res);
    const lines = (await itemsOf(placed.orderId)).map((i) => [
      i.quantity,
      i.product.price,
      i.product.engraving ?? null,
    ]);
    expect(lines).toEqual([
      [2, "104.00", { text: "A & J 2026", price: "15.00" }],
      [1, "104.00", { text: "Sam & Lee", price: "15.00" }],
      [1, "89.00", null],
    ]);
    const recap = bodyOf<OrderPaymentState>(
      await request(t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
    expect(recap.items.map((i) => [i.quantity, i.price, i.lineTotal, i.engraving?.text ?? null])).toEqual([
      [2, "104.00", "208.00", "A & J 2026"],
      [1, "104.00", "104.00", "Sam & Lee"],
      [1, "89.00", "89.00", null],
    ]);
    expect(recap.subtotal).toBe("401.00");
  });

  it("answers a stale amount with the usual 409 when only the engraving's price is missing from it", async () => {
    const res = await checkout([{ productId: board.id, quantity: 1, engraving: "A & J" }], "89.00").expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toContain("Prices changed");
  });

  it("refuses a text too long, a character the owner does not allow, or an engraving the board does not offer, with a 400 that says why", async () => {
    const tooLong = await checkout([{ productId: board.id, quantity: 1, engraving: "Anna & Jakob 2026" }], "104.00");
    expect(tooLong.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(tooLong).message).toBe(
      'The engraving for "Wedding Walnut Board" can be at most 12 characters (it has 17).',
    );
    const badChars = await checkout([{ productId: board.id, quantity: 1, engraving: "A+J #1 <3" }], "104.00");
    expect(badChars.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(badChars).message).toBe(
      `The engraving for "Wedding Walnut Board" can't contain "+", "#", "<". Use letters, digits, spaces and & . , ' -.`,
    );
    const { board: plain } = await t.adminWithBoard({ name: "Plain Maple Board", price: "50.00" });
    const notOffered = await checkout([{ productId: plain.id, quantity: 1, engraving: "Hi" }], "50.00");
    expect(notOffered.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(notOffered).message).toBe(
      '"Plain Maple Board" can\'t be engraved. Please remove the engraving text.',
    );
  });

  it("counts a board's stock across its engraved lines", async () => {
    const { board: last } = await t.adminWithBoard({
      name: "Last Cherry Board",
      price: "60.00",
      stock: 1,
      engraving: ENGRAVING,
    });
    const res = await checkout(
      [
        { productId: last.id, quantity: 1, engraving: "Ma" },
        { productId: last.id, quantity: 1, engraving: "Pa" },
      ],
      "150.00",
    ).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe('Only 1 of "Last Cherry Board" left. Please lower the quantity.');
  });

  it("keeps the text and its price on the order after the board changes, and shows it in the emails, the order's page, the admin and the packing slip", async () => {
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await checkout(
        [{ productId: board.id, quantity: 1, engraving: "A & J 2026" }],
        "104.00",
        "kept@example.com",
      ).expect(201),
    );
    await admin
      .patch(`/api/products/${board.id}`)
      .send({ name: "Renamed Walnut Board", price: "99.00", engraving: null })
      .expect(200);

    const [line] = await itemsOf(placed.orderId);
    expect(line.product).toMatchObject({
      name: "Wedding Walnut Board",
      price: "104.00",
      engraving: { text: "A & J 2026", price: "15.00" },
    });

    const mails = (await t.outbox()).filter((m) => m.includes(`#${placed.orderId}`));
    const confirmation = mails.find((m) => m.includes("To: kept@example.com"))!;
    expect(confirmation).toContain("Engraved: “A & J 2026” (+$15.00)");
    expect(confirmation).toContain("Engraved: “A &amp; J 2026” (+$15.00)");
    const notice = (await t.outbox()).find((m) => m.includes(`Subject: New order #${placed.orderId}:`));
    expect(notice).toContain("Engraved: “A & J 2026” (+$15.00)");

    const page = bodyOf<OrderPage>(
      await request(t.app).get(`/api/orders/${placed.orderId}-${placed.orderToken}`).expect(200),
    );
    expect(page.items[0]).toMatchObject({
      productName: "Wedding Walnut Board",
      price: "104.00",
      engraving: { text: "A & J 2026", price: "15.00" },
    });

    const listed = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200));
    const order = listed.find((o) => o.id === placed.orderId)!;
    expect(order.items).toContain('"engraving":{"text":"A & J 2026","price":"15.00"}');

    const slip = await pdfText(
      bodyOf<Buffer>(await asBytes(admin.get(`/api/admin/orders/${placed.orderId}/packing-slip.pdf`)).expect(200)),
    );
    expect(slip.text).toContain("Engraved: “A & J 2026” (+$15.00)");
    const invoice = await pdfText(
      bodyOf<Buffer>(await asBytes(admin.get(`/api/admin/orders/${placed.orderId}/invoice.pdf`)).expect(200)),
    );
    expect(invoice.text).toContain("Engraved: “A & J 2026”");
  });

  it("leaves the engraving's price off a gift's packing slip that hides prices, and keeps its text", async () => {
    await admin.patch(`/api/products/${board.id}`).send({ engraving: ENGRAVING, price: "89.00" }).expect(200);
    const payload = {
      ...checkoutPayload({ amount: "104.00", items: [{ productId: board.id, quantity: 1, engraving: "For Mum" }] }),
      gift: { message: "Happy birthday", hidePrices: true },
    };
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
    );
    const slip = await pdfText(
      bodyOf<Buffer>(await asBytes(admin.get(`/api/admin/orders/${placed.orderId}/packing-slip.pdf`)).expect(200)),
    );
    expect(slip.text).toContain("Engraved: “For Mum”");
    expect(slip.text).not.toMatch(/\$\d/);
  });
});
