import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { checkoutPayload } from "../checkout/checkout.fixtures";
import { RESET_REQUESTED_MESSAGE } from "../accounts/recovery.service";
import type { Mailer, MailMessage } from "../infra/mail";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { AUTOMATIC_MAIL_CAP } from "../mail/shop-mail";

const sent: MailMessage[] = [];
function slowMailer(ms: number): Mailer {
  return {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      sent.push(message);
    },
  };
}

// Abuse (issue 10, findings 11, 12, 14 and 16): each test fails on the code before the fix.
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
    // Issue 24: while paused, even the right password from a clean address is refused, so a botnet
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

  it("a known and an unknown email answer in the same time (the lookup and the mail come after the answer)", async () => {
    // A mail server that takes 50 ms a message: an answer that waited for it would show.
    const t = await createTestApp({ mailer: slowMailer(50) });
    try {
      await t.asCustomer("timed-16@example.com", "timed-password-16");
      const time = async (email: string) => {
        const start = performance.now();
        await request(t.app).post("/api/password-reset/request").send({ email }).expect(200);
        const ms = performance.now() - start;
        await t.settled();
        return ms;
      };
      await time("warm-up-16@example.com");
      const runs = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 9; i++) {
        runs.known.push(await time("timed-16@example.com"));
        runs.unknown.push(await time(`nobody-${i}@example.com`));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[4];
      expect(Math.abs(median(runs.known) - median(runs.unknown))).toBeLessThan(10);
      // And the known address did get its links, as many as automatic mail to one address may be (decision 046).
      expect(sent.filter((m) => m.to === "timed-16@example.com")).toHaveLength(AUTOMATIC_MAIL_CAP.perHour);
    } finally {
      await t.close();
    }
  });
});
