import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import { sessions, users } from "../db/schema";
import { asAnswered, bodyOf, createTestApp, type TestApp } from "../test/harness";
import { accountsRepo } from "./accounts.repo";
import { ensureAdmin } from "./accounts.service";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { SIGN_IN_AGAIN_MESSAGE } from "./recovery.service";

// Account takeover (decisions 008, 013 and 014): each test fails on the code before the fix.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sessionRowsOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return t.db
    .select()
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
};

describe("finding 3: links in emails never come from the request's Host", () => {
  it("a reset requested with Host: evil.example still links to the shop (http://localhost:PORT without PUBLIC_URL)", async () => {
    await t.register({ email: "poisoned@example.com", password: "long-enough-1" });
    await request(t.app)
      .post("/api/password-reset/request")
      .set("Host", "evil.example")
      .send({ email: "poisoned@example.com" })
      .expect(200);
    const mail = (await t.outbox())
      .reverse()
      .find((m) => m.includes("To: poisoned@example.com") && m.includes("/reset-password"))!;
    expect(mail).not.toContain("evil.example");
    expect(mail).toContain("http://localhost:5000/reset-password?token=");
  });

  it("the registration link ignores the Host header too, and PUBLIC_URL wins when set", async () => {
    const shop = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.com/" } });
    try {
      await request(shop.app)
        .post("/api/register")
        .set("Host", "evil.example")
        .send({ email: "new@example.com", password: "long-enough-1" })
        .expect(202);
      const mail = (await shop.outbox()).find((m) => m.includes("To: new@example.com"))!;
      expect(mail).not.toContain("evil.example");
      expect(mail).toContain("https://shop.example.com/verify-email?token=");
    } finally {
      await shop.close();
    }
  });
});

describe("finding 6: ADMIN_EMAIL promotes an account only with a clean slate", () => {
  it("ends the sessions, emailed links and unproven external login of the account it promotes", async () => {
    const squatter = await t.asCustomer("future-owner@example.com", "squatter-password-1");
    await t.db.update(users).set({ oidcSubject: "sub-squatter-6" }).where(eq(users.email, "future-owner@example.com"));
    await request(t.app).post("/api/password-reset/request").send({ email: "future-owner@example.com" }).expect(200);
    const token = await t.mailedToken("future-owner@example.com", "/reset-password");

    const owner = await t.asAdmin("future-owner@example.com", "owner-password-6");
    await squatter.get("/api/auth/user").expect(401);
    await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "squatter-password-2" })
      .expect(400);
    const [row] = await t.db.select().from(users).where(eq(users.email, "future-owner@example.com"));
    expect(row).toMatchObject({ isAdmin: true, oidcSubject: null });
    await owner.get("/api/admin/stats").expect(200);
  });

  it("a restart with the same settings signs nobody out", async () => {
    const owner = await t.asAdmin("steady-owner@example.com", "owner-password-7");
    await ensureAdmin(accountsRepo(t.db), "steady-owner@example.com", "owner-password-7");
    await owner.get("/api/admin/stats").expect(200);
  });
});

describe("finding 7: every unused emailed link dies when the password changes", () => {
  it("an older reset link stops working after a reset with a newer one", async () => {
    await t.register({ email: "two-links@example.com", password: "long-enough-1" });
    await request(t.app).post("/api/password-reset/request").send({ email: "two-links@example.com" }).expect(200);
    const older = await t.mailedToken("two-links@example.com", "/reset-password");
    await request(t.app).post("/api/password-reset/request").send({ email: "two-links@example.com" }).expect(200);
    const newer = await t.mailedToken("two-links@example.com", "/reset-password");
    expect(newer).not.toBe(older);
    await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: newer, password: "new-password-71" })
      .expect(200);
    await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: older, password: "new-password-72" })
      .expect(400);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "two-links@example.com", password: "new-password-71" })
      .expect(200);
  });

  it("a reset link stops working after the password is changed from the dashboard", async () => {
    const agent = await t.register({ email: "changed@example.com", password: "long-enough-1" });
    await request(t.app).post("/api/password-reset/request").send({ email: "changed@example.com" }).expect(200);
    const token = await t.mailedToken("changed@example.com", "/reset-password");
    await agent
      .post("/api/account/password")
      .send({ currentPassword: "long-enough-1", newPassword: "new-password-73" })
      .expect(200);
    await request(t.app).post("/api/password-reset/confirm").send({ token, password: "new-password-74" }).expect(400);
  });
});

describe("finding 8: a first password needs a fresh sign-in", () => {
  it("an external-login session older than ten minutes cannot add a password; a fresh one can", async () => {
    await t.db
      .insert(users)
      .values({ email: "provider-only@example.com", oidcSubject: "sub-only", emailVerifiedAt: new Date() });
    // Sign in as that person (as the provider callback would) through a password-less session row.
    const [user] = await t.db.select().from(users).where(eq(users.email, "provider-only@example.com"));
    const agent = await t.asCustomer("helper-8@example.com", "helper-password-8");
    const [row] = await sessionRowsOf("helper-8@example.com");
    const sess = row.sess as Record<string, unknown>;
    const stale = { ...sess, userId: user.id, signedInWith: "oidc", signedInAt: Date.now() - 11 * 60_000 };
    await t.db.update(sessions).set({ sess: stale }).where(eq(sessions.sid, row.sid));

    const res = await agent.post("/api/account/password").send({ newPassword: "first-password-8" }).expect(403);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(SIGN_IN_AGAIN_MESSAGE);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].password).toBeNull();

    await t.db
      .update(sessions)
      .set({ sess: { ...stale, signedInAt: Date.now() - 60_000 } })
      .where(eq(sessions.sid, row.sid));
    await agent.post("/api/account/password").send({ newPassword: "first-password-8" }).expect(200);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "provider-only@example.com", password: "first-password-8" })
      .expect(200);
  });
});

describe("finding 9: sessions have an absolute lifetime, and admins a shorter idle timeout", () => {
  it("a customer's session ends 90 days after sign-in however active it is", async () => {
    const agent = await t.asCustomer("long-lived@example.com", "long-lived-pass-9");
    const [row] = await sessionRowsOf("long-lived@example.com");
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    const sess = row.sess as Record<string, unknown>;
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: Date.now() - 89 * 24 * 3600_000 } })
      .where(eq(sessions.sid, row.sid));
    await agent.get("/api/auth/user").expect(200);
    // Near its end, the cookie and the row expire with the sign-in, not 30 days later.
    const [renewed] = await sessionRowsOf("long-lived@example.com");
    expect(renewed.expire.getTime()).toBeLessThan(Date.now() + 25 * 3600_000);
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: Date.now() - 91 * 24 * 3600_000 } })
      .where(eq(sessions.sid, row.sid));
    await agent.get("/api/auth/user").expect(401);
  });

  it("an admin's session idles out after 2 hours and ends 12 hours after sign-in", async () => {
    const admin = await t.asAdmin("busy-owner@example.com", "owner-password-9");
    await admin.get("/api/admin/stats").expect(200);
    const [row] = await sessionRowsOf("busy-owner@example.com");
    expect(row.expire.getTime()).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + 110 * 60_000);
    const sess = row.sess as Record<string, unknown>;
    await t.db
      .update(sessions)
      .set({ sess: { ...sess, signedInAt: Date.now() - 13 * 3600_000 } })
      .where(eq(sessions.sid, row.sid));
    await admin.get("/api/admin/stats").expect(401);
  });

  it("a session from before lifetimes were recorded counts as expired", async () => {
    const agent = await t.asCustomer("legacy-session@example.com", "legacy-pass-9");
    const [row] = await sessionRowsOf("legacy-session@example.com");
    const { signedInAt: _dropped, ...legacy } = row.sess as Record<string, unknown>;
    await t.db.update(sessions).set({ sess: legacy }).where(eq(sessions.sid, row.sid));
    await agent.get("/api/auth/user").expect(401);
  });
});

describe("finding 10: common passwords are refused", () => {
  it.each(["password", "12345678", "Password1", "qwertyuiop", "iloveyou"])("at register: %s", async (password) => {
    const res = await request(t.app).post("/api/register").send({ email: "common@example.com", password }).expect(400);
    expect(res.body).toEqual({
      message: COMMON_PASSWORD_MESSAGE,
      errors: [{ path: "password", message: COMMON_PASSWORD_MESSAGE }],
    });
  });

  it("at register, a password that is the email address", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ email: "myname@example.com", password: "MyName@example.com" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
      { path: "password", message: "Your password must not be your email address." },
    ]);
  });

  it("at reset (the link keeps working for a better choice) and at change", async () => {
    const agent = await t.register({ email: "weak-later@example.com", password: "long-enough-1" });
    await request(t.app).post("/api/password-reset/request").send({ email: "weak-later@example.com" }).expect(200);
    const token = await t.mailedToken("weak-later@example.com", "/reset-password");
    const reset = await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "password1" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(reset).message).toBe(COMMON_PASSWORD_MESSAGE);
    const change = await agent
      .post("/api/account/password")
      .send({ currentPassword: "long-enough-1", newPassword: "sunshine" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(change).errors).toEqual([{ path: "newPassword", message: COMMON_PASSWORD_MESSAGE }]);
    await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "walnut-and-maple-10" })
      .expect(200);
  });

  it("for ADMIN_PASSWORD", async () => {
    await expect(
      asAnswered(ensureAdmin(accountsRepo(t.db), "lazy-owner@example.com", "admin123")),
    ).rejects.toMatchObject({ status: 400 });
  });
});
