import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@shared/product";
import { previewPath } from "@shared/routes";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";

// A draft's preview (issue 40): the owner's alone, never indexed, never kept by a cache, and
// nobody else learns anything from it: they meet 'Page Not Found', as at the draft's own address.
let t: TestApp;
let draft: Product;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient() });
  const admin = await t.asAdmin();
  draft = bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: "Secret Draft Walnut Board", visibility: "draft" }))
      .expect(201),
  );
});
afterAll(async () => {
  await t?.close();
});

describe("GET /admin/preview/:id", () => {
  it("opens for the owner: the preview's page, private, not indexed, and without the draft in its HTML", async () => {
    const admin = await t.asAdmin();
    const res = await admin.get(previewPath(draft.id)).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    // The board comes from the admin's own API in the browser: the kept HTML names no draft.
    expect(res.text).not.toContain("Secret Draft Walnut Board");
  });

  it("is 'Page Not Found' for a stranger and for a customer, as the draft's own address is", async () => {
    const customer = await t.asCustomer("peeking@example.com", "peeking-password-1");
    for (const agent of [request(t.app), customer]) {
      const res = await agent.get(previewPath(draft.id)).expect(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
      // The browser shows 'Page Not Found' there (e2e/draft-preview.spec.ts): the page holds no board.
      expect(res.text).not.toContain("Secret Draft Walnut Board");
    }
    expect((await request(t.app).get(`/products/${draft.slug}`)).status).toBe(404);
    // The board itself comes only from the owner's API.
    await request(t.app).get("/api/admin/products").expect(401);
    await customer.get("/api/admin/products").expect(403);
  });

  it("leaves the shop's public pages as they were: the preview never lands in the sitemap", async () => {
    const sitemap = await request(t.app).get("/sitemap.xml").expect(200);
    expect(sitemap.text).not.toContain("/admin/preview");
    expect(sitemap.text).not.toContain(draft.slug);
  });
});
