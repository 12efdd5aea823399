import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { MAPLE_TOWN } from "../test/commissions.fixtures";
import { createLogger, redactUrl } from "./logger";

// A real app logging at info level into memory: what an operator's log collector would keep.
let lines: string[] = [];
const logged = () => lines.join("");
const memory = { write: (line: string) => void lines.push(line) };

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$7k3Xh1N4h0cTfH4v3oZ2mQ";
const EMAIL = "leaky.customer@example.com";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger("info", memory) });
});
afterAll(() => t?.close());
beforeEach(() => {
  lines = [];
});

describe("finding 2 — secrets never reach the logs", () => {
  it("finding 2: a database error during a request is logged with its SQL, without the values it was sent (a hash, an email)", async () => {
    // A real failure inside the database for a real request: a trigger that refuses every new inquiry.
    await t.db.execute(
      sql.raw(
        `create function refuse_inquiry() returns trigger language plpgsql as $$ begin raise exception 'inquiries are refused by this test'; end $$`,
      ),
    );
    await t.db.execute(
      sql.raw(
        `create trigger refuse_inquiry before insert on contact_inquiries for each row execute function refuse_inquiry()`,
      ),
    );
    try {
      await request(t.app)
        .post("/api/contact")
        .send({ inquiryType: "general", name: "Leaky", email: EMAIL, message: HASH })
        .expect(500);
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_inquiry on contact_inquiries`));
      await t.db.execute(sql.raw(`drop function refuse_inquiry()`));
    }
    expect(logged()).toContain("unhandled error");
    expect(logged()).toContain('Failed query: insert into \\"contact_inquiries\\"');
    expect(logged()).toContain("inquiries are refused by this test");
    expect(logged()).not.toContain("$argon2id$");
    expect(logged()).not.toContain(EMAIL);
  });

  it("finding 2: a unique-key violation is logged without the duplicated email or the password hash (pg's detail quotes them)", async () => {
    await t.db.insert(users).values({ email: EMAIL, password: HASH });
    const err = await t.db
      .insert(users)
      .values({ email: EMAIL, password: HASH })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String(err)).toContain(EMAIL); // the error itself carries them
    createLogger("info", memory).error({ err }, "registration failed");
    expect(logged()).toContain("registration failed");
    expect(logged()).toContain("23505"); // the SQLSTATE (unique_violation) stays, for the operator
    expect(logged()).not.toContain("$argon2id$");
    expect(logged()).not.toContain(EMAIL);
  });

  it("finding 2: GET /api/orders/5/payment-status?token=… is logged without the token", async () => {
    const token = "SECRET-order-token-0123456789abcdef";
    await request(t.app).get("/api/orders/5/payment-status").query({ token }).expect(404);
    expect(logged()).toContain("/api/orders/5/payment-status?token=[Redacted]");
    expect(logged()).not.toContain("SECRET");
    expect(redactUrl("/api/callback?code=abc&state=def")).toBe("/api/callback?code=[Redacted]&state=[Redacted]");
  });

  it("a commission page's token, a key in the path, is logged censored (decision 037)", async () => {
    const token = "SECRETcommissionTokenSECRETcommissionToken1";
    await request(t.app).get(`/api/commissions/${token}`).expect(404);
    await request(t.app).post(`/api/commissions/${token}/accept`).send({ deliveryAddress: MAPLE_TOWN }).expect(404);
    expect(logged()).toContain("/api/commissions/[Redacted]/accept");
    expect(logged()).not.toContain("SECRET");
  });

  it("an order page's token, a key in the path, is logged censored (decision 039)", async () => {
    const token = "5-SECRETorderTokenSECRETorderToken12";
    await request(t.app).get(`/api/orders/${token}`).expect(404);
    await request(t.app).get(`/api/orders/${token}/invoice.pdf`).expect(404);
    expect(logged()).toContain("/api/orders/[Redacted]/invoice.pdf");
    expect(logged()).not.toContain("SECRET");
    expect(redactUrl(`/orders/${token}`)).toBe("/orders/[Redacted]");
  });

  it("finding 2: cookies, authorization headers, passwords, hashes and tokens are redacted wherever a line carries them", async () => {
    await request(t.app)
      .post("/api/login-local")
      .set("Cookie", "sid=SECRET-session")
      .set("Authorization", "Bearer SECRET-bearer")
      .send({ email: "nobody@example.com", password: "SECRET-password" })
      .expect(401);
    const logger = createLogger("info", memory);
    logger.info({ req: { headers: { cookie: "sid=SECRET-1", authorization: "Basic SECRET-2" } } }, "headers");
    logger.info({ res: { headers: { "set-cookie": "sid=SECRET-3" } } }, "response");
    logger.info({ body: { password: "SECRET-4", currentPassword: "SECRET-5", newPassword: "SECRET-6" } }, "body");
    logger.info(
      { user: { email: "a@example.com", password: HASH }, token: "SECRET-7", link: { tokenHash: "SECRET-8" } },
      "records",
    );
    logger.child({ password: "SECRET-9" }).info("child bindings");
    expect(logged()).not.toMatch(/SECRET|\$argon2id\$/);
    expect(logged().match(/\[Redacted\]/g)?.length).toBeGreaterThanOrEqual(9);
    expect(logged()).toContain("a@example.com"); // only secrets go, not the whole line
  });
});

describe("request ids", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  /** The parsed log lines that carry `id` as their request's id. */
  const linesOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as { req?: { id?: string }; msg?: string }).filter((l) => l.req?.id === id);

  it("an answer carries X-Request-Id, and every log line of its request carries the same id", async () => {
    const res = await request(t.app).get("/api/orders/5/payment-status").expect(404);
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((l) => l.msg)).toContain("request completed");
    const other = await request(t.app).get("/api/orders/5/payment-status").expect(404);
    expect(other.headers["x-request-id"]).not.toBe(id);
  });

  it("keeps a sane X-Request-Id from the load balancer, and replaces one that is not a short token", async () => {
    const sane = "lb-7f3a.9_Z";
    const kept = await request(t.app).get("/api/orders/5/payment-status").set("X-Request-Id", sane).expect(404);
    expect(kept.headers["x-request-id"]).toBe(sane);
    expect(linesOf(sane)).toHaveLength(1);
    for (const insane of ["two words", "x".repeat(65), '"},"level":60,"x":"', "café"]) {
      const res = await request(t.app).get("/api/orders/5/payment-status").set("X-Request-Id", insane).expect(404);
      expect(res.headers["x-request-id"]).toMatch(UUID);
      expect(linesOf(String(res.headers["x-request-id"]))).toHaveLength(1);
    }
    expect(logged()).not.toContain("two words");
  });

  it("a public read answered from memory (the fast path) carries an id too: its own, or the load balancer's", async () => {
    await request(t.app).get("/api/gallery").expect(200); // made through the app, then kept in memory
    const fromMemory = await request(t.app).get("/api/gallery").expect(200);
    const again = await request(t.app).get("/api/gallery").expect(200);
    expect(fromMemory.headers["x-request-id"]).toMatch(UUID);
    expect(again.headers["x-request-id"]).not.toBe(fromMemory.headers["x-request-id"]);
    const kept = await request(t.app).get("/api/gallery").set("X-Request-Id", "edge-42").expect(200);
    expect(kept.headers["x-request-id"]).toBe("edge-42");
    const replaced = await request(t.app).get("/api/gallery").set("X-Request-Id", "not sane").expect(200);
    expect(replaced.headers["x-request-id"]).toMatch(UUID);
    const etag = String(kept.headers.etag);
    const notModified = await request(t.app).get("/api/gallery").set("If-None-Match", etag).expect(304);
    expect(notModified.headers["x-request-id"]).toMatch(UUID);
  });

  it("the error handler's log line of a failure carries the request's id", async () => {
    // A stored file that cannot be read (a folder where the image should be): a real 500.
    await mkdir(path.join(t.dataDir, "uploads", "products", "unreadable.webp"), { recursive: true });
    const res = await request(t.app).get("/uploads/products/unreadable.webp").expect(500);
    const id = String(res.headers["x-request-id"]);
    expect(linesOf(id).map((l) => l.msg)).toEqual(["unhandled error"]);
  });
});
