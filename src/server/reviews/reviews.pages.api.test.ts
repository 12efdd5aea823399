import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { Product } from "@shared/product";
import type { ReviewDraft } from "@shared/reviews";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";
import { reviewLinks } from "./review-links";

// Approved reviews in the pages the server renders (decision 058): the board's page with its
// JSON-LD rating and reviews, /reviews, the home page's testimonials, and the sitemap.

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient() });
  ({ admin, board } = await t.adminWithBoard({ name: "Rated Walnut Board", price: "99.00", stock: 10 }));
});
afterAll(() => t?.close());

const links = () => reviewLinks("test-secret-that-is-long-enough-for-tests", () => "");
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

/** A delivered order of the board, its review written with `rating` and approved unless told. */
async function reviewed(rating: number, title: string, approve = true) {
  const res = await request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount: "99.00",
        customerInfo: {
          name: "Mara Quill",
          email: "mara@example.com",
          phone: "",
          address: "1 Elm St\nSalem, OR 97301",
        },
        items: [{ productId: board.id, quantity: 1 }],
      }),
    )
    .expect(201);
  const { orderId } = bodyOf<CreatePaymentIntentAnswer>(res);
  await admin.patch(`/api/admin/orders/${orderId}/status`).send({ status: "delivered" }).expect(200);
  const draft = bodyOf<ReviewDraft>(
    await request(t.app)
      .post(`/api/reviews/write/${links().token(orderId, 0)}`)
      .send({ rating, title, text: "Solid and handsome.", photos: [] })
      .expect(201),
  );
  if (approve) await admin.patch(`/api/admin/reviews/${draft.review!.id}`).send({ status: "approved" }).expect(200);
}

describe("the board's page", () => {
  it("has no rating in its JSON-LD before a review is approved, then the average, the count and the reviews", async () => {
    const path = `/products/${board.slug}`;
    let html = (await request(t.app).get(path).expect(200)).text;
    expect(jsonLdOf(html).find((ld) => ld["@type"] === "Product")).not.toHaveProperty("aggregateRating");
    expect(html).toContain("No reviews yet");

    await reviewed(5, "A joy to carve on");
    await reviewed(4, "Heavy and flat");
    await reviewed(1, "Waiting one", false);
    // The approval told every instance: the kept page is drawn again.
    html = (await request(t.app).get(path).expect(200)).text;
    const product = jsonLdOf(html).find((ld) => ld["@type"] === "Product")!;
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        name: "Heavy and flat",
        author: { "@type": "Person", name: "Mara Q." },
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      }),
      expect.objectContaining({ name: "A joy to carve on" }),
    ]);
    expect(html).toContain("Verified buyer");
    expect(html).toContain("4.5 out of 5 stars");
    expect(html).not.toContain("Waiting one");
  });
});

describe("the shop's reviews", () => {
  it("renders /reviews and the home page's testimonials, and lists /reviews in the sitemap", async () => {
    const all = (await request(t.app).get("/reviews").expect(200)).text;
    expect(all).toContain("What our buyers say");
    expect(all).toContain("A joy to carve on");
    expect(all).toContain("Rated Walnut Board");
    const home = (await request(t.app).get("/").expect(200)).text;
    expect(home).toMatch(/From our buyers(?:'|&#x27;) kitchens/);
    expect(home).toContain("Heavy and flat");
    const sitemap = (await request(t.app).get("/sitemap.xml").expect(200)).text;
    expect(sitemap).toMatch(/<loc>[^<]*\/reviews<\/loc>/);
  });
});
