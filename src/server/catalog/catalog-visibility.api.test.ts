import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import { parseOrderItems, type OrderItemSnapshot } from "@shared/orders";
import type { Product, ProductInput } from "@shared/product";
import { productPayload } from "../db/factories";
import { orders } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";
import { ORDERED_PRODUCT_DELETE } from "./catalog.service";

// Decision 040: drafts and archived boards, stock and lead time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient(), env: { PUBLIC_URL: "https://boards.example.com" } });
});
afterAll(() => t?.close());

async function board(fields: Partial<ProductInput>): Promise<Product> {
  const admin = await t.asAdmin();
  return bodyOf<Product>(await admin.post("/api/products").send(productPayload(fields)).expect(201));
}

const publicSlugs = async () =>
  bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).map((p) => p.slug);
const sitemap = async () => (await request(t.app).get("/sitemap.xml").expect(200)).text;

/** Places a manual-payment order for `quantity` of `product`; answers the response. */
function order(product: Product, quantity: number, amount: string) {
  return request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        items: [{ productId: product.id, productName: product.name, quantity, price: product.price }],
      }),
    );
}

describe("a draft board", () => {
  it("is absent from /api/products, the sitemap and its own page (404), and listed in /api/admin/products", async () => {
    const draft = await board({ name: "Secret Draft Board", visibility: "draft" });
    expect(draft.visibility).toBe("draft");
    await board({ name: "Public Walnut Board" });

    expect(await publicSlugs()).toContain("public-walnut-board");
    expect(await publicSlugs()).not.toContain("secret-draft-board");
    const xml = await sitemap();
    expect(xml).toContain("/products/public-walnut-board<");
    expect(xml).not.toContain("secret-draft-board");
    const page = await request(t.app).get("/products/secret-draft-board").expect(404);
    expect(page.text).toContain("Page Not Found");
    await request(t.app).get("/products/public-walnut-board").expect(200);

    const admin = await t.asAdmin();
    const all = bodyOf<Product[]>(await admin.get("/api/admin/products").expect(200));
    expect(all.find((p) => p.id === draft.id)).toMatchObject({ name: "Secret Draft Board", visibility: "draft" });
    expect(all.find((p) => p.slug === "public-walnut-board")?.visibility).toBe("active");
  });

  it("keeps /api/admin/products to admins: 401 signed out, 403 for a customer", async () => {
    await request(t.app).get("/api/admin/products").expect(401);
    const customer = await t.asCustomer();
    await customer.get("/api/admin/products").expect(403);
  });

  it("can't be bought: checkout refuses it like a deleted board, and nothing is written", async () => {
    const draft = await board({ name: "Unsold Draft", price: "50.00", visibility: "draft" });
    const before = await t.db.$count(orders);
    const res = await order(draft, 1, "50.00").expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(
      '"Unsold Draft" is no longer sold. Please remove it from your cart.',
    );
    expect(await t.db.$count(orders)).toBe(before);
  });

  it("goes live when made active, and its renamed address does not lead to it while hidden", async () => {
    const admin = await t.asAdmin();
    const draft = await board({ name: "Soon Board", visibility: "draft" });
    await admin.patch(`/api/products/${draft.id}`).send({ name: "Soon Cherry Board" }).expect(200);
    await request(t.app).get("/products/soon-board").expect(404);
    await admin.patch(`/api/products/${draft.id}`).send({ visibility: "active" }).expect(200);
    expect(await publicSlugs()).toContain("soon-cherry-board");
    await request(t.app).get("/products/soon-cherry-board").expect(200);
    expect((await request(t.app).get("/products/soon-board").expect(301)).headers.location).toBe(
      "/products/soon-cherry-board",
    );
  });

  it("refuses an unknown visibility", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/products")
      .send({ ...productPayload({ name: "Odd Board" }), visibility: "hidden" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors?.[0]).toMatchObject({ path: "visibility" });
  });
});

describe("archiving and deleting", () => {
  it("archives a board (gone from the shop, kept on its order and in the admin) and restores it", async () => {
    const admin = await t.asAdmin();
    const sold = await board({ name: "Archived Oak Board", price: "70.00", stock: 5 });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(sold, 1, "70.00").expect(201));

    const archived = bodyOf<Product>(
      await admin.patch(`/api/products/${sold.id}`).send({ visibility: "archived" }).expect(200),
    );
    expect(archived.visibility).toBe("archived");
    expect(await publicSlugs()).not.toContain("archived-oak-board");
    expect(await sitemap()).not.toContain("archived-oak-board");
    await request(t.app).get("/products/archived-oak-board").expect(404);
    await order(sold, 1, "70.00").expect(409);
    const all = bodyOf<Product[]>(await admin.get("/api/admin/products").expect(200));
    expect(all.find((p) => p.id === sold.id)?.visibility).toBe("archived");
    // The order still names it.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(parseOrderItems(row.items)?.[0]).toMatchObject({ productId: sold.id, productName: "Archived Oak Board" });

    await admin.patch(`/api/products/${sold.id}`).send({ visibility: "active" }).expect(200);
    expect(await publicSlugs()).toContain("archived-oak-board");
    await request(t.app).get("/products/archived-oak-board").expect(200);
  });

  it("refuses to delete a board that is on an order (409) and deletes one that never was", async () => {
    const admin = await t.asAdmin();
    const ordered = await board({ name: "Ordered Maple Board", price: "40.00" });
    await order(ordered, 1, "40.00").expect(201);
    const refused = await admin.delete(`/api/products/${ordered.id}`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(ORDERED_PRODUCT_DELETE);
    expect(ORDERED_PRODUCT_DELETE).toBe("This board is on orders, so it can't be deleted. Archive it instead.");
    expect((await admin.get("/api/admin/products")).body).toContainEqual(expect.objectContaining({ id: ordered.id }));

    const neverOrdered = await board({ name: "Never Ordered Board" });
    await admin.delete(`/api/products/${neverOrdered.id}`).expect(204);
    const all = bodyOf<Product[]>(await admin.get("/api/admin/products").expect(200));
    expect(all.some((p) => p.id === neverOrdered.id)).toBe(false);
    await admin.delete(`/api/products/${neverOrdered.id}`).expect(404);
  });
});

describe("stock", () => {
  it("the catalogue answers each board's stock, null for made to order", async () => {
    await board({ name: "One Of A Kind Board", stock: 1 });
    await board({ name: "Made To Order Board", stock: null });
    const listed = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
    expect(listed.find((p) => p.slug === "one-of-a-kind-board")?.stock).toBe(1);
    expect(listed.find((p) => p.slug === "made-to-order-board")?.stock).toBeNull();
  });

  it("a cart line above the stock is refused at checkout with what is left, and at the stock it sells", async () => {
    const last = await board({ name: "Last Two Board", price: "1000.00", stock: 2 });
    const res = await order(last, 3, "3000.00").expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe('Only 2 of "Last Two Board" left. Please lower the quantity.');
    await order(last, 2, "2000.00").expect(201);
    const after = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).find(
      (p) => p.id === last.id,
    );
    expect(after).toMatchObject({ stock: 0, inStock: false });
    await order(last, 1, "1000.00").expect(409);
  });
});

describe("lead time", () => {
  it("is kept on the order's snapshot and in the confirmation email, with thousands separators", async () => {
    const leadTime = "Made to order, ships in 2–3 weeks";
    const made = await board({ name: "Big Walnut Slab", price: "903.00", stock: null, leadTime });
    expect(made.leadTime).toBe(leadTime);
    const listed = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
    expect(listed.find((p) => p.id === made.id)?.leadTime).toBe(leadTime);

    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(made, 2, "1806.00").expect(201));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect((JSON.parse(row.items) as OrderItemSnapshot[])[0].product.leadTime).toBe(leadTime);
    expect(parseOrderItems(row.items)?.[0]).toMatchObject({ productName: "Big Walnut Slab", leadTime });

    const mail = (await t.outbox()).find((m) => m.includes("To: sam@example.com") && m.includes(`#${placed.orderId}`));
    expect(mail).toContain(leadTime);
    expect(mail).toContain("$1,806.00");
  });

  it("is refused beside a stock count, or when too long; a stock count clears it", async () => {
    const admin = await t.asAdmin();
    const both = await admin
      .post("/api/products")
      .send(productPayload({ name: "Contradiction Board", stock: 3, leadTime: "Ships in a week" }))
      .expect(400);
    expect(bodyOf<ApiErrorBody>(both).errors?.[0]).toMatchObject({ path: "leadTime" });
    const long = await admin
      .post("/api/products")
      .send(productPayload({ name: "Wordy Board", leadTime: "x".repeat(81) }))
      .expect(400);
    expect(bodyOf<ApiErrorBody>(long).errors?.[0]).toMatchObject({
      path: "leadTime",
      message: "Lead time is too long",
    });

    const made = await board({ name: "Later Stocked Board", leadTime: "Ships in 4 weeks" });
    const stocked = bodyOf<Product>(await admin.patch(`/api/products/${made.id}`).send({ stock: 4 }).expect(200));
    expect(stocked).toMatchObject({ stock: 4, leadTime: null });
    const cleared = await board({ name: "Blank Lead Board", leadTime: "  " });
    expect(cleared.leadTime).toBeNull();
  });
});
