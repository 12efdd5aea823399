import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { checkoutPayload } from "../test/checkout.fixtures";
import { RESET_REQUESTED_MESSAGE } from "../accounts/recovery.service";
import type { Mailer, MailMessage } from "../infra/mail";
import { bodyOf, createTestApp, heldBackground, type TestApp } from "../test/harness";
import { mailQueueRepo } from "../mail/mail-queue.repo";

const sent: MailMessage[] = [];
function recordingMailer(): Mailer {
  return {
    send: (message) => Promise.resolve(void sent.push(message)),
  };
}

// Abuse (decisions 008, 012 and 014): each test fails on the code before the fix.
let limited: TestApp;
beforeAll(async () => {
  limited = await createTestApp({
    env: { AUTH_RATE_LIMIT: "3", AUTH_RATE_WINDOW_MINUTES: "15", CHECKOUT_RATE_LIMIT: "3" },
  });
  await limited.asAdmin("owner@example.com", "owner-password-11");
});
afterAll(() => limited?.close());

const login = (ip: string, email: string, password: string) =>
  request(limited.app).post("/api/login-local").set("X-Forwarded-For", ip).send({ email, password });

describe("finding 11: nobody can lock the owner out", () => {
  it("failures from elsewhere pause password sign-in for the address; the emailed sign-in link still signs the owner in", async () => {
    for (let i = 0; i < 5; i++)
      await login(`198.51.100.${i + 1}`, "owner@example.com", "guess-guess").expect(i < 3 ? 401 : 429);
    // Requests that are not logins never count against the address (two: automatic mails are capped per address).
    for (let i = 0; i < 2; i++) {
      await request(limited.app)
        .post("/api/password-reset/request")
        .set("X-Forwarded-For", `198.51.100.${i + 20}`)
        .send({ email: "owner@example.com" })
        .expect(200);
    }
    // Decision 044: while paused, even the right password from a clean address is refused, so a botnet
    // no longer gets a guess per fresh address.
    await login("203.0.113.50", "owner@example.com", "owner-password-11").expect(429);
    // The owner asks for a sign-in link: it works while paused, and ends the pause (decision 044).
    await request(limited.app)
      .post("/api/sign-in-link/request")
      .set("X-Forwarded-For", "203.0.113.52")
      .send({ email: "owner@example.com" })
      .expect(202);
    const token = await limited.mailedToken("owner@example.com", "/sign-in-link");
    await request(limited.app)
      .post("/api/sign-in-link/confirm")
      .set("X-Forwarded-For", "203.0.113.52")
      .send({ token })
      .expect(200);
    await login("203.0.113.50", "owner@example.com", "owner-password-11").expect(200);
  });

  it("successful logins never count", async () => {
    for (let i = 0; i < 6; i++) await login("203.0.113.60", "owner@example.com", "owner-password-11").expect(200);
  });
});

describe("finding 12: checkout is rate-limited per IP", () => {
  it("the fourth order from one address within the window answers 429 with Retry-After; another address still orders", async () => {
    const admin = await limited.asAdmin("owner@example.com", "owner-password-11");
    const board = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Limited Board", price: "20.00" }))
        .expect(201),
    );
    const order = (ip: string) =>
      request(limited.app)
        .post("/api/create-payment-intent")
        .set("X-Forwarded-For", ip)
        .send(
          checkoutPayload({
            amount: "20.00",
            items: [{ productId: board.id, productName: "Limited Board", quantity: 1, price: "20.00" }],
          }),
        );
    for (let i = 0; i < 3; i++) await order("192.0.2.80").expect(201);
    const refused = await order("192.0.2.80").expect(429);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(
      "Too many orders from your connection. Please wait 15 minutes and try again.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await order("192.0.2.81").expect(201);
  });
});

describe("finding 14: an Origin that names no site is cross-site", () => {
  it.each(["null", "not a url", "file://"])("refuses a state change with Origin: %s", async (origin) => {
    const t = limited;
    const agent = await t.asCustomer("origin-null@example.com", "origin-password-14");
    const res = await agent.post("/api/logout-local").set("Origin", origin).expect(403);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Cross-site request refused");
    await agent.get("/api/auth/user").expect(200);
  });
});

describe("finding 16: a reset request tells nothing about the address", () => {
  it("with the mail server down, a known and an unknown email both answer 200 with the same body", async () => {
    const down = await createTestApp({
      mailer: {
        send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")),
      },
    });
    try {
      await down.asCustomer("known-16@example.com", "known-password-16");
      const known = await request(down.app)
        .post("/api/password-reset/request")
        .send({ email: "known-16@example.com" })
        .expect(200);
      const unknown = await request(down.app)
        .post("/api/password-reset/request")
        .send({ email: "unknown-16@example.com" })
        .expect(200);
      expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(unknown.body).toEqual(known.body);
      await down.settled();
    } finally {
      await down.close();
    }
  });

  it("a known and an unknown email get the same answer before the address is looked up or mailed", async () => {
    const jobs = heldBackground();
    const t = await createTestApp({ mailer: recordingMailer(), background: jobs });
    try {
      await t.asCustomer("timed-16@example.com", "timed-password-16");
      for (const email of ["timed-16@example.com", "nobody-16@example.com"]) {
        const res = await request(t.app).post("/api/password-reset/request").send({ email }).expect(200);
        expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
        // The answer went out while the lookup and the mail were still waiting to start.
        expect(jobs.waiting()).toEqual(["password reset email"]);
        expect(await mailQueueRepo(t.db).pendingCount()).toBe(0);
        await t.settled();
      }
      // Then the known address got its link, and the unknown one nothing.
      expect(sent.map((m) => m.to)).toEqual(["timed-16@example.com"]);
    } finally {
      await t.close();
    }
  });
});
