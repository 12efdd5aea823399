import { rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { WRITE_PROBE } from "../infra/storage";
import { drizzleMigrations, STOPPING } from "./readiness";

const TOKEN = "operator-token-0123456789";
const operator = { Authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

describe("GET /readyz", () => {
  it("answers 200 ready, never cached, when the database, the file storage and every migration are there", async () => {
    const res = await request(t.app).get("/readyz").expect(200);
    expect(res.body).toEqual({ status: "ready" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the instance is stopping, so a load balancer sends new visitors elsewhere", async () => {
    t.app.locals[STOPPING] = true;
    try {
      expect((await request(t.app).get("/readyz").expect(503)).body).toEqual({ status: "unavailable" });
      const told = await request(t.app).get("/readyz").set(operator).expect(503);
      expect(told.body).toEqual({ status: "unavailable", failed: ["stopping"] });
    } finally {
      t.app.locals[STOPPING] = false;
    }
    await request(t.app).get("/readyz").expect(200);
  });

  it("answers 503 naming storage to the operator when files cannot be stored, while /healthz (liveness) stays ok", async () => {
    // The uploads folder is a file: the disk storage can neither create nor use it.
    const uploads = path.join(t.dataDir, "uploads");
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, "not a folder");
    try {
      const res = await request(t.app).get("/readyz").set(operator).expect(503);
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
      const res = await request(t.app).get("/readyz").set(operator).expect(503);
      expect(res.body).toEqual({ status: "unavailable", failed: ["migrations"] });
      expect(res.text).not.toMatch(/select|drizzle|__drizzle_migrations/i);
      await request(t.app).get("/healthz").expect(200);
    } finally {
      await t.db.insert(drizzleMigrations).values(last);
    }
    await request(t.app).get("/readyz").expect(200);
  });

  it("answers anyone else the bare status, without the failed checks (issue 24, info finding)", async () => {
    const [last] = await t.db.select().from(drizzleMigrations).orderBy(desc(drizzleMigrations.createdAt)).limit(1);
    await t.db.delete(drizzleMigrations).where(eq(drizzleMigrations.createdAt, last.createdAt!));
    try {
      for (const headers of [{}, { Authorization: "Bearer another-token-0123456789" }]) {
        const res = await request(t.app).get("/readyz").set(headers).expect(503);
        expect(res.body).toEqual({ status: "unavailable" });
      }
    } finally {
      await t.db.insert(drizzleMigrations).values(last);
    }
  });

  it("answers 503 when the data directory is full (its write probe fails with ENOSPC)", async () => {
    // /dev/full refuses every write with ENOSPC, as a full disk does.
    await symlink("/dev/full", path.join(t.dataDir, WRITE_PROBE));
    const res = await request(t.app).get("/readyz").set(operator).expect(503);
    expect(res.body).toEqual({ status: "unavailable", failed: ["data directory"] });
    await request(t.app).get("/readyz").expect(200);
  });

  it("answers 503 when the database refuses writes, though it still answers reads", async () => {
    // What PostgreSQL answers a write on a full disk: SQLSTATE 53100, disk_full.
    await t.db.execute(sql`create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await t.db.execute(sql`create trigger disk_full before insert or update on rate_limits
      for each row when (new.key = 'readyz:write-probe') execute function refuse_write()`);
    try {
      const res = await request(t.app).get("/readyz").set(operator).expect(503);
      expect(res.body).toEqual({ status: "unavailable", failed: ["database writes"] });
      await request(t.app).get("/healthz").expect(200);
    } finally {
      await t.db.execute(sql`drop trigger disk_full on rate_limits`);
      await t.db.execute(sql`drop function refuse_write()`);
    }
    await request(t.app).get("/readyz").expect(200);
  });
});
