import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient() });
});
afterAll(async () => {
  await t?.close();
});

async function createBoard(name: string): Promise<Product> {
  const admin = await t.asAdmin();
  return bodyOf<Product>(await admin.post("/api/products").send(productPayload({ name })).expect(201));
}

describe("GET /products/:slug", () => {
  it("answers a board's address with its page", async () => {
    const board = await createBoard("Classic Walnut Carving Board");
    expect(board.slug).toBe("classic-walnut-carving-board");
    const res = await request(t.app).get("/products/classic-walnut-carving-board").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain("<title data-page-head>Classic Walnut Carving Board — Grain &amp; Groove</title>");
    expect(res.text).not.toContain("Page Not Found");
  });

  it("answers an unknown slug with 'Page Not Found' and status 404", async () => {
    for (const slug of ["no-such-board", "Not%20A%20Slug", "a".repeat(200)]) {
      const res = await request(t.app).get(`/products/${slug}`).expect(404);
      expect(res.text).toContain("Page Not Found");
    }
    await request(t.app).get("/products/a/b").expect(404);
  });

  it("answers a renamed board's old address with a 301 to the new one, keeping the query", async () => {
    const admin = await t.asAdmin();
    const board = await createBoard("Cherry Bread Board");
    const renamed = bodyOf<Product>(
      await admin.patch(`/api/products/${board.id}`).send({ name: "Round Cherry Bread Board" }).expect(200),
    );
    expect(renamed.slug).toBe("round-cherry-bread-board");

    const moved = await request(t.app).get("/products/cherry-bread-board?ref=newsletter").expect(301);
    expect(moved.headers.location).toBe("/products/round-cherry-bread-board?ref=newsletter");
    await request(t.app).get("/products/round-cherry-bread-board").expect(200);

    // Renamed again: both earlier addresses lead to the newest one.
    await admin.patch(`/api/products/${board.id}`).send({ name: "Cherry Boule Board" }).expect(200);
    for (const old of ["cherry-bread-board", "round-cherry-bread-board"]) {
      expect((await request(t.app).get(`/products/${old}`).expect(301)).headers.location).toBe(
        "/products/cherry-boule-board",
      );
    }
  });

  it("forgets a deleted board's addresses", async () => {
    const admin = await t.asAdmin();
    const board = await createBoard("Doomed Board");
    await admin.patch(`/api/products/${board.id}`).send({ name: "Doomed Board Two" }).expect(200);
    await admin.delete(`/api/products/${board.id}`).expect(204);
    await request(t.app).get("/products/doomed-board").expect(404);
    await request(t.app).get("/products/doomed-board-two").expect(404);
  });
});
