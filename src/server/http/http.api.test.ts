import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("cross-cutting HTTP behaviour", () => {
  it("GET /healthz answers 200 when the database answers", async () => {
    const res = await request(t.app).get("/healthz").expect(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("unknown API paths answer a JSON 404", async () => {
    const res = await request(t.app).get("/api/nothing-here").expect(404);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/No API route/);
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const res = await request(t.app).get("/api/products").expect(200);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("https://js.stripe.com");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("lets another site's page (a webmail) show the shop's pictures, but not a customer's attachments", async () => {
    const picture = await request(t.app).get("/images/boards/classic-walnut-carving-board.webp");
    expect(picture.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const upload = await request(t.app).get("/uploads/products/nothing.webp").expect(404);
    expect(upload.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const attachment = await request(t.app).get("/uploads/attachments/nothing.jpg");
    expect(attachment.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const api = await request(t.app).get("/api/products").expect(200);
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("a missing upload answers 404", async () => {
    await request(t.app).get("/uploads/products/nothing.webp").expect(404);
    await request(t.app).get("/uploads/../../etc/passwd").expect(404);
  });
});
