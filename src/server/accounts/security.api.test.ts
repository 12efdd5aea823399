import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { User } from "@shared/auth";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { UserOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { sessions, users } from "../db/schema";
import { productPayload } from "../db/factories";
import { DrizzleSessionStore } from "../http/session-store";
import { sessionsRepo } from "./sessions.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";

// argon2's verify, watched: which hashes a sign-in verifies (the real function still runs).
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "3", AUTH_RATE_WINDOW_MINUTES: "15" } });
});
afterAll(async () => {
  await t?.close();
  await limited?.close();
});

const linkIn = async (app: TestApp, to: string, path: string) => {
  const mail = (await app.outbox()).reverse().find((m) => m.includes(`To: ${to}`) && m.includes(path));
  const match = mail && new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail);
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
};

describe("rate limits on login and register", () => {
  it("one address gets 3 failed logins in the window, then a 429 with a readable message and Retry-After", async () => {
    for (let i = 0; i < 3; i++) {
      await request(limited.app)
        .post("/api/login-local")
        .set("X-Forwarded-For", "203.0.113.7")
        .send({ email: `a${i}@example.com`, password: "wrong-password" })
        .expect(401);
    }
    const res = await request(limited.app)
      .post("/api/login-local")
      .set("X-Forwarded-For", "203.0.113.7")
      .send({ email: "b@example.com", password: "x" })
      .expect(429);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    await request(limited.app)
      .post("/api/login-local")
      .set("X-Forwarded-For", "198.51.100.1")
      .send({ email: "c@example.com", password: "x" })
      .expect(401);
  });

  it("registering counts every request per address, apart from logins", async () => {
    for (let i = 0; i < 3; i++) {
      await request(limited.app)
        .post("/api/register")
        .set("X-Forwarded-For", "203.0.113.44")
        .send({ email: `r${i}@example.com`, password: "long-enough-1" })
        .expect(202);
    }
    await request(limited.app)
      .post("/api/register")
      .set("X-Forwarded-For", "203.0.113.44")
      .send({ email: "r9@example.com", password: "long-enough-1" })
      .expect(429);
    await request(limited.app)
      .post("/api/login-local")
      .set("X-Forwarded-For", "203.0.113.44")
      .send({ email: "r9@example.com", password: "long-enough-1" })
      .expect(401);
  });

  it("one email gets 3 failed tries whatever address they come from", async () => {
    for (let i = 0; i < 3; i++) {
      await request(limited.app)
        .post("/api/login-local")
        .set("X-Forwarded-For", `192.0.2.${i + 10}`)
        .send({ email: "victim@example.com", password: "guess" })
        .expect(401);
    }
    await request(limited.app)
      .post("/api/login-local")
      .set("X-Forwarded-For", "192.0.2.99")
      .send({ email: "VICTIM@example.com", password: "guess" })
      .expect(429);
  });

  it("an unknown email and a wrong password fail alike: each verifies one argon2id hash of the same cost", async () => {
    await t.register({ email: "timing@example.com", password: "long-enough-1" });
    // A hash's algorithm and cost: what its verification takes, whoever's it is.
    const costOf = (hash: string | Uint8Array) => String(hash).split("$").slice(1, 4).join("$");
    const attempt = async (email: string) => {
      vi.mocked(verify).mockClear();
      const res = await request(t.app)
        .post("/api/login-local")
        .send({ email, password: "not-the-password" })
        .expect(401);
      return { body: bodyOf<ApiErrorBody>(res), verified: vi.mocked(verify).mock.calls.map(([hash]) => costOf(hash)) };
    };
    const known = await attempt("timing@example.com");
    const unknown = await attempt("nobody@example.com");
    expect(unknown.body).toEqual(known.body);
    expect(known.verified).toEqual(["argon2id$v=19$m=19456,t=2,p=1"]);
    // Without the dummy hash the unknown email would verify nothing, and answer at once.
    expect(unknown.verified).toEqual(known.verified);
  });
});

describe("cross-origin requests", () => {
  it("refuses a state-changing request sent by another site", async () => {
    const agent = await t.asCustomer("csrf@example.com", "long-enough-1");
    await agent.post("/api/logout-local").set("Origin", "https://evil.example").expect(403);
    await agent.post("/api/logout-local").set("Sec-Fetch-Site", "cross-site").expect(403);
    await agent.get("/api/auth/user").expect(200);
  });

  it("lets the shop's own pages and non-browser clients through", async () => {
    const agent = await t.asCustomer("same@example.com", "long-enough-1");
    await agent.get("/api/auth/user").set("Sec-Fetch-Site", "cross-site").expect(200); // reads are not state changes
    const res = await agent.post("/api/logout-local").set("Sec-Fetch-Site", "same-origin");
    expect(res.status).toBe(200);
    const other = await t.asCustomer("same2@example.com", "long-enough-1");
    await other.post("/api/logout-local").set("Host", "shop.test").set("Origin", "http://shop.test").expect(200);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the email has an account, and mails a link only to a real one", async () => {
    await t.register({ email: "forgetful@example.com", password: "old-password-1" });
    const before = (await t.outbox()).length;
    const unknown = await request(t.app)
      .post("/api/password-reset/request")
      .send({ email: "nobody@example.com" })
      .expect(200);
    expect((await t.outbox()).length).toBe(before);
    const known = await request(t.app)
      .post("/api/password-reset/request")
      .send({ email: "Forgetful@example.com" })
      .expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(bodyOf<{ message: string }>(known).message).toBe(
      "If an account exists for that email, we've sent a link to reset the password.",
    );
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it("sets the new password once, ends every other session, and the link cannot be reused", async () => {
    await t.register({ email: "reset@example.com", password: "old-password-1" });
    const elsewhere = await t.asCustomer("reset@example.com", "old-password-1");
    await request(t.app).post("/api/password-reset/request").send({ email: "reset@example.com" }).expect(200);
    const token = await linkIn(t, "reset@example.com", "/reset-password");

    await request(t.app).post("/api/password-reset/confirm").send({ token, password: "short" }).expect(400);
    await request(t.app).post("/api/password-reset/confirm").send({ token, password: "new-password-1" }).expect(200);
    await elsewhere.get("/api/auth/user").expect(401);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "reset@example.com", password: "old-password-1" })
      .expect(401);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "reset@example.com", password: "new-password-1" })
      .expect(200);

    const again = await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "third-password-1" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(again).message).toBe("This link is invalid or has expired. Please ask for a new one.");
  });

  it("a link older than an hour no longer works", async () => {
    await t.register({ email: "late@example.com", password: "old-password-1" });
    await request(t.app).post("/api/password-reset/request").send({ email: "late@example.com" }).expect(200);
    const token = await linkIn(t, "late@example.com", "/reset-password");
    await expect(t.recovery.resetPassword(token, "new-password-1", new Date(Date.now() + 61 * 60_000))).rejects.toThrow(
      /expired/,
    );
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "late@example.com", password: "old-password-1" })
      .expect(200);
  });
});

describe("changing the password", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    await t.register({ email: "changer@example.com", password: "old-password-1" });
    const here = await t.asCustomer("changer@example.com", "old-password-1");
    const there = await t.asCustomer("changer@example.com", "old-password-1");
    const wrong = await here
      .post("/api/account/password")
      .send({ currentPassword: "nope", newPassword: "new-password-1" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(wrong).message).toBe("Current password is incorrect");
    await here
      .post("/api/account/password")
      .send({ currentPassword: "old-password-1", newPassword: "short" })
      .expect(400);
    await here
      .post("/api/account/password")
      .send({ currentPassword: "old-password-1", newPassword: "new-password-1" })
      .expect(200);
    await here.get("/api/auth/user").expect(200);
    await there.get("/api/auth/user").expect(401);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "changer@example.com", password: "new-password-1" })
      .expect(200);
    await request(t.app)
      .post("/api/account/password")
      .send({ currentPassword: "x", newPassword: "new-password-2" })
      .expect(401);
  });
});

describe("guest orders join an account only after the email is verified", () => {
  /** A board bought signed out with this email; answers the order id. */
  async function guestOrder(name: string, email: string): Promise<number> {
    const admin = await t.asAdmin();
    const board = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: `${name}'s Board`, price: "30.00" }))
        .expect(201),
    );
    const placed = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "30.00",
          customerInfo: { name, email, phone: "", address: "1 Main St\nPortland, OR 97201" },
          items: [{ productId: board.id, productName: board.name, quantity: 1, price: "30.00" }],
        }),
      )
      .expect(201);
    return bodyOf<CreatePaymentIntentAnswer>(placed).orderId;
  }

  it("a guest buys, registers with the same email (one record), sees the order only after verifying", async () => {
    const orderId = await guestOrder("Gus Guest", "gus@example.com");

    // Registering the address proves nothing yet: no account, nothing to see, no way to sign in.
    await request(t.app)
      .post("/api/register")
      .send({ email: "gus@example.com", password: "someone-else-1" })
      .expect(202);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "gus@example.com", password: "someone-else-1" })
      .expect(401);

    // The person reading the inbox opens the link: one record, signed in, the guest order is theirs.
    const agent = await t.register({ email: "gus@example.com", password: "gus-password-1", firstName: "Gus" });
    expect(await t.db.select().from(users).where(eq(users.email, "gus@example.com"))).toHaveLength(1);
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me.emailVerified).toBe(true);
    const orders = bodyOf<UserOrder[]>(await agent.get("/api/user/orders").expect(200));
    expect(orders.map((o) => o.id)).toEqual([orderId]);
  });

  it("an account whose address is not confirmed sees its guest orders only after confirming it", async () => {
    const agent = await t.asCustomer("legacy@example.com", "legacy-password-1");
    const orderId = await guestOrder("Lee Legacy", "legacy@example.com");
    expect((await agent.get("/api/user/orders").expect(200)).body).toEqual([]);

    await agent.post("/api/verify-email/resend").expect(200);
    const token = await linkIn(t, "legacy@example.com", "/verify-email");
    await request(t.app)
      .post("/api/verify-email")
      .send({ token: "x".repeat(43) })
      .expect(400);
    await request(t.app).post("/api/verify-email").send({ token }).expect(200);
    await request(t.app).post("/api/verify-email").send({ token }).expect(400);
    expect(bodyOf<User>(await agent.get("/api/auth/user").expect(200)).emailVerified).toBe(true);
    const orders = bodyOf<UserOrder[]>(await agent.get("/api/user/orders").expect(200));
    expect(orders.map((o) => o.id)).toEqual([orderId]);
  });
});

describe("sessions", () => {
  it("an expired session is no session, and pruning removes it", async () => {
    const agent = await t.asCustomer("expiring@example.com", "long-enough-1");
    await agent.get("/api/auth/user").expect(200);
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`${sessions.sess}->>'userId' is not null`);
    await agent.get("/api/auth/user").expect(401);
    await new DrizzleSessionStore(sessionsRepo(t.db)).prune();
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`${sessions.expire} < now()`),
    ).toHaveLength(0);
  });
});
