import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { drizzleMigrations } from "./readiness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /readyz", () => {
  it("answers 200 ready, never cached, when the database, the file storage and every migration are there", async () => {
    const res = await request(t.app).get("/readyz").expect(200);
    expect(res.body).toEqual({ status: "ready" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming storage when files cannot be stored, while /healthz (liveness) stays ok", async () => {
    // The uploads folder is a file: the disk storage can neither create nor use it.
    const uploads = path.join(t.dataDir, "uploads");
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, "not a folder");
    try {
      const res = await request(t.app).get("/readyz").expect(503);
      expect(res.body).toEqual({ status: "unavailable", failed: ["storage"] });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.text).not.toContain(t.dataDir);
      await request(t.app).get("/healthz").expect(200);
    } finally {
      await rm(uploads, { force: true });
    }
    await request(t.app).get("/readyz").expect(200);
  });

  it("answers 503 naming migrations when a committed migration is not applied, without SQL in the answer", async () => {
    const [last] = await t.db.select().from(drizzleMigrations).orderBy(desc(drizzleMigrations.createdAt)).limit(1);
    await t.db.delete(drizzleMigrations).where(eq(drizzleMigrations.createdAt, last.createdAt!));
    try {
      const res = await request(t.app).get("/readyz").expect(503);
      expect(res.body).toEqual({ status: "unavailable", failed: ["migrations"] });
      expect(res.text).not.toMatch(/select|drizzle|__drizzle_migrations/i);
      await request(t.app).get("/healthz").expect(200);
    } finally {
      await t.db.insert(drizzleMigrations).values(last);
    }
    await request(t.app).get("/readyz").expect(200);
  });
});
