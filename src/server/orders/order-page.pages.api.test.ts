import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient() });
});
afterAll(() => t?.close());

describe("GET /orders/<token>: the order's own page", () => {
  it("is served for a real token, kept out of search engines, and a made-up or wrong one answers 404", async () => {
    const { board } = await t.adminWithBoard({ name: "Olive Wood Paddle", price: "48.00" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(checkoutPayload({ amount: "48.00", items: [{ productId: board.id, quantity: 1 }] }))
        .expect(201),
    );
    const page = await request(t.app).get(`/orders/${placed.orderId}-${placed.orderToken}`).expect(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain('<meta name="robots" content="noindex"');
    expect(page.text).toContain("Your Order");

    for (const bad of ["made-up", String(placed.orderId), `${placed.orderId}-${"B".repeat(32)}`]) {
      const res = await request(t.app).get(`/orders/${bad}`).expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex"');
    }
    expect((await request(t.app).get("/robots.txt").expect(200)).text).toContain("Disallow: /orders\n");
  });
});
