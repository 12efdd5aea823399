import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { reviews } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// A board's stars on its card and under its title (issue 40): GET /api/products carries each board's
// approved reviews' average and count, so a page of cards costs no request per card.

let t: TestApp;
let admin: TestAgent;
let reviewed: Product;
let quiet: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board: reviewed } = await t.adminWithBoard({ name: "Starred Walnut Board", price: "89.00", stock: 10 }));
  quiet = bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: "Unreviewed Maple Board" }))
      .expect(201),
  );
});
afterAll(() => t?.close());

const listed = async () => {
  const boards = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
  return (board: Product) => boards.find((b) => b.id === board.id)?.rating;
};
const approve = (id: string) => admin.patch(`/api/admin/reviews/${id}`).send({ status: "approved" }).expect(200);

describe("GET /api/products: each board's stars", () => {
  it("counts and averages only approved reviews, to one decimal, and follows the owner's moderation", async () => {
    const order = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(checkoutPayload({ amount: "267.00", items: [{ productId: reviewed.id, quantity: 3 }] }))
        .expect(201),
    );
    // Three verified reviews of the board, waiting for the owner (as written through their links).
    const written = await t.db
      .insert(reviews)
      .values(
        [5, 4, 1].map((rating, line) => ({
          orderId: order.orderId,
          line,
          productId: reviewed.id,
          boardName: reviewed.name,
          authorName: "Robin R.",
          rating,
          title: `${rating} stars`,
          body: "Written by its buyer.",
        })),
      )
      .returning({ id: reviews.id });

    let rating = await listed();
    expect(rating(reviewed)).toBeNull();
    expect(rating(quiet)).toBeNull();

    await approve(written[0].id);
    await approve(written[1].id);
    rating = await listed();
    expect(rating(reviewed)).toEqual({ average: 4.5, count: 2 });
    expect(rating(quiet)).toBeNull();

    await approve(written[2].id);
    expect((await listed())(reviewed)).toEqual({ average: 3.3, count: 3 });

    await admin.patch(`/api/admin/reviews/${written[2].id}`).send({ status: "hidden" }).expect(200);
    expect((await listed())(reviewed)).toEqual({ average: 4.5, count: 2 });
  });
});
