import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPayload } from "../db/factories";
import { staticClient } from "../http/client";
import { createTestApp, type TestApp } from "../test/harness";

const APP_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // The production client, built from a stand-in index.html, mounted after the page routes.
  clientDir = await mkdtemp(path.join(os.tmpdir(), "gg-client-"));
  await writeFile(path.join(clientDir, "index.html"), APP_HTML);
  await mkdir(path.join(clientDir, "assets"));
  t = await createTestApp({ mountClient: staticClient(clientDir) });
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

async function createBoard(name: string): Promise<{ id: string; slug: string }> {
  const admin = await t.asAdmin();
  return (await admin.post("/api/products").send(productPayload({ name })).expect(201)).body;
}

describe("GET /products/:slug", () => {
  it("answers a board's address with the app", async () => {
    const board = await createBoard("Classic Walnut Carving Board");
    expect(board.slug).toBe("classic-walnut-carving-board");
    const res = await request(t.app).get("/products/classic-walnut-carving-board").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toBe(APP_HTML);
  });

  it("answers an unknown slug with the app and status 404 (the app shows 'Page Not Found')", async () => {
    for (const slug of ["no-such-board", "Not%20A%20Slug", "a".repeat(200)]) {
      const res = await request(t.app).get(`/products/${slug}`).expect(404);
      expect(res.text).toBe(APP_HTML);
    }
    await request(t.app).get("/products/a/b").expect(404);
  });

  it("answers a renamed board's old address with a 301 to the new one, keeping the query", async () => {
    const admin = await t.asAdmin();
    const board = await createBoard("Cherry Bread Board");
    const renamed = (await admin.patch(`/api/products/${board.id}`).send({ name: "Round Cherry Bread Board" }).expect(200)).body;
    expect(renamed.slug).toBe("round-cherry-bread-board");

    const moved = await request(t.app).get("/products/cherry-bread-board?ref=newsletter").expect(301);
    expect(moved.headers.location).toBe("/products/round-cherry-bread-board?ref=newsletter");
    await request(t.app).get("/products/round-cherry-bread-board").expect(200);

    // Renamed again: both earlier addresses lead to the newest one.
    await admin.patch(`/api/products/${board.id}`).send({ name: "Cherry Boule Board" }).expect(200);
    for (const old of ["cherry-bread-board", "round-cherry-bread-board"]) {
      expect((await request(t.app).get(`/products/${old}`).expect(301)).headers.location).toBe("/products/cherry-boule-board");
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
