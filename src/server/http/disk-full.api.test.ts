import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap";
import { checkoutPayload } from "../test/checkout.fixtures";
import { loadConfig } from "../config";
import { orders } from "../db/schema";
import { WRITE_PROBE } from "../infra/storage";
import { createTestApp, type TestApp } from "../test/harness";
import { cannotWriteNow, httpErrorOf, isDiskFull, ORDERS_UNAVAILABLE, WRITES_UNAVAILABLE } from "./errors";

// A full disk (decision 043): a shopper reads that orders cannot be taken now, never a
// generic 500; the start names DATA_DIR and says the disk is full.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Makes the database refuse inserts into `table` as PostgreSQL does on a full disk (SQLSTATE 53100). */
async function diskFullOn(table: "orders") {
  await t.db.execute(sql`create or replace function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
  await t.db.execute(sql.raw(`create trigger disk_full before insert on ${table} execute function refuse_write()`));
  return async () => {
    await t.db.execute(sql.raw(`drop trigger disk_full on ${table}`));
    await t.db.execute(sql`drop function refuse_write()`);
  };
}

describe("a full disk", () => {
  it("answers a checkout 503 'We can't take orders right now, please try again shortly', and no order exists", async () => {
    const { board } = await t.adminWithBoard({ name: "Full Disk Walnut", price: "80.00", stock: 3 });
    const body = checkoutPayload({
      amount: board.price,
      items: [{ productId: board.id, productName: board.name, quantity: 1, price: board.price }],
    });
    const before = await t.db.$count(orders);
    const restore = await diskFullOn("orders");
    try {
      const res = await request(t.app).post("/api/create-payment-intent").send(body);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: ORDERS_UNAVAILABLE });
      expect(ORDERS_UNAVAILABLE).toBe("We can't take orders right now, please try again shortly");
      expect(res.headers["retry-after"]).toBeDefined();
    } finally {
      await restore();
    }
    expect(await t.db.$count(orders)).toBe(before);
    // The instance says it is not ready, though the readiness check's own tiny write still fits (issue 39).
    await request(t.app).get("/readyz").expect(503);
    // Space again: the same checkout goes through.
    await request(t.app).post("/api/create-payment-intent").send(body).expect(201);
  });

  it("is told apart wherever it is seen: Node's ENOSPC, PostgreSQL's 53100, PGlite's ErrnoError 51, wrapped or not", () => {
    const errno51 = Object.assign(new Error("FS error"), { name: "ErrnoError", errno: 51 });
    const seen = [
      Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
      Object.assign(new Error("could not extend file"), { code: "53100" }),
      errno51,
      new Error("Failed query: insert into …", { cause: errno51 }),
    ];
    for (const err of seen) {
      expect(isDiskFull(err)).toBe(true);
      expect(httpErrorOf(err)).toMatchObject({ status: 503, message: WRITES_UNAVAILABLE });
    }
    expect(isDiskFull(Object.assign(new Error("EACCES"), { code: "EACCES" }))).toBe(false);
    expect(isDiskFull(Object.assign(new Error("FS error"), { name: "ErrnoError", errno: 44 }))).toBe(false);
    expect(httpErrorOf(new Error("a bug"))).toBeUndefined();
  });

  it("answers 503, not 500, while the database is down, restarting or read-only", () => {
    for (const code of ["ECONNREFUSED", "57P01", "08006", "53300", "25006"]) {
      const err = new Error("Failed query", { cause: Object.assign(new Error(code), { code }) });
      expect(cannotWriteNow(err)).toBe(true);
      expect(httpErrorOf(err)).toMatchObject({ status: 503, message: WRITES_UNAVAILABLE });
    }
    // node-postgres's own errors carry no code: a connection that ended, and the pool's bounds (issue 39).
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "Query read timeout",
      "timeout exceeded when trying to connect",
    ]) {
      const err = new Error("Failed query", { cause: new Error(message) });
      expect(httpErrorOf(err)).toMatchObject({ status: 503, message: WRITES_UNAVAILABLE });
    }
    // A query's own fault (a unique violation) is no outage.
    expect(cannotWriteNow(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });

  it("stops the start with a message that names DATA_DIR and says 'no space left on device'", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "gg-full-"));
    // /dev/full refuses every write with ENOSPC, as a full disk does.
    await symlink("/dev/full", path.join(dataDir, WRITE_PROBE));
    try {
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
      await expect(bootstrap(config)).rejects.toThrow(
        `DATA_DIR (${dataDir}) cannot be written: no space left on device`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
