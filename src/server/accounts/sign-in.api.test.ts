import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import type { User } from "@shared/auth";
import type { ApiErrorBody } from "@shared/errors";
import { accountTokens, mailQueue, rateLimits, signInPauses, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { SIGN_IN_LINK_REQUESTED_MESSAGE, SIGN_IN_LINKS_A_DAY } from "./sign-in-link.service";
import { INVALID_LINK } from "./tokens";

// The flaw decision 044 fixes: rate limits counted per full client address, and a locked email
// still let every fresh address guess, a right guess answering 200. Each test fails without the fix.
let t: TestApp;
let other: Express;
const PASSWORD = "owner-password-24";
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "3", AUTH_RATE_WINDOW_MINUTES: "15" } });
  other = (await t.secondInstance()).app;
});
afterAll(() => t?.close());

const login = (ip: string, email: string, password: string, app: Express = t.app) =>
  request(app).post("/api/login-local").set("X-Forwarded-For", ip).send({ email, password });
const askForLink = (ip: string, email: string) =>
  request(t.app).post("/api/sign-in-link/request").set("X-Forwarded-For", ip).send({ email });
const useLink = (token: string, agent = request.agent(t.app)) =>
  agent.post("/api/sign-in-link/confirm").set("X-Forwarded-For", freshIp()).send({ token });
/** Time passes: the email's current pause is over. */
const pauseEnds = (email: string) =>
  t.db
    .update(signInPauses)
    .set({ pausedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInPauses.email, email));
let fresh = 0;
/** A client address no request has come from. */
const freshIp = () => `198.18.${Math.floor(++fresh / 250)}.${(fresh % 250) + 1}`;

describe("IPv6 clients are counted by their /64", () => {
  it("failures from many addresses of one /64 share one budget; the next /64 has its own", async () => {
    for (let i = 1; i <= 3; i++)
      await login(`2001:db8:aa:bb::${i}`, `nobody${i}@example.com`, "wrong-password").expect(401);
    const refused = await login("2001:db8:aa:bb:ffff:1:2:3", "nobody9@example.com", "wrong-password").expect(429);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await login("2001:db8:aa:bc::1", "nobody9@example.com", "wrong-password").expect(401);
  });

  it("an IPv4-mapped address counts as its IPv4 address", async () => {
    for (let i = 1; i <= 3; i++) await login("203.0.113.77", `mapped${i}@example.com`, "wrong-password").expect(401);
    await login("::ffff:203.0.113.77", "mapped9@example.com", "wrong-password").expect(429);
  });

  it("the other account calls count per /64 too", async () => {
    for (let i = 1; i <= 3; i++) await askForLink(`2001:db8:cc:dd::${i}`, `link${i}@example.com`).expect(202);
    await askForLink("2001:db8:cc:dd::99", "link9@example.com").expect(429);
  });
});

describe("an email's password sign-in pauses after too many attempts, from every address", () => {
  it("refuses even the right password from a fresh address while paused, with Retry-After", async () => {
    await t.asCustomer("paused@example.com", PASSWORD);
    for (let i = 0; i < 3; i++) await login(freshIp(), "paused@example.com", "guess-guess").expect(401);
    const refused = await login(freshIp(), "paused@example.com", PASSWORD).expect(429);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe("Too many attempts. Please wait 1 minute and try again.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // An IPv6 address of its own, and the address spelled in capitals, change nothing.
    await login("2001:db8:77::1", "PAUSED@example.com", PASSWORD).expect(429);
  });

  it("each further attempt doubles the pause, up to an hour", async () => {
    await t.asCustomer("growing@example.com", PASSWORD);
    for (let i = 0; i < 3; i++) await login(freshIp(), "growing@example.com", "guess-guess").expect(401);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      waits.push(Number((await login(freshIp(), "growing@example.com", PASSWORD).expect(429)).headers["retry-after"]));
      await pauseEnds("growing@example.com");
      await login(freshIp(), "growing@example.com", "guess-guess").expect(401);
    }
    // 1, 2, 4, … minutes (a second or so less, as the clock moves on), never above an hour.
    const minutes = waits.map((s) => Math.ceil(s / 60));
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("a success resets the count", async () => {
    await t.asCustomer("resets@example.com", PASSWORD);
    for (let round = 0; round < 3; round++) {
      await login(freshIp(), "resets@example.com", "guess-guess").expect(401);
      await login(freshIp(), "resets@example.com", "guess-guess").expect(401);
      await login(freshIp(), "resets@example.com", PASSWORD).expect(200);
    }
    expect(await t.db.select().from(signInPauses).where(eq(signInPauses.email, "resets@example.com"))).toEqual([]);
  });

  it("two instances count one email together", async () => {
    await t.asCustomer("both@example.com", PASSWORD);
    await login(freshIp(), "both@example.com", "guess-guess", t.app).expect(401);
    await login(freshIp(), "both@example.com", "guess-guess", other).expect(401);
    await login(freshIp(), "both@example.com", "guess-guess", t.app).expect(401);
    await login(freshIp(), "both@example.com", PASSWORD, other).expect(429);
    await login(freshIp(), "both@example.com", PASSWORD, t.app).expect(429);
  });

  it("a burst of guesses from many addresses on both instances gets exactly the limit checked", async () => {
    await t.asCustomer("burst@example.com", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(freshIp(), "burst@example.com", "guess-guess", i % 2 ? other : t.app)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(9).fill(429)]);
  });
});

describe("Email me a sign-in link", () => {
  const linkFor = (email: string) => t.mailedToken(email, "/sign-in-link");

  it("answers the same for an unknown address, and mails only an account's owner", async () => {
    await t.asCustomer("linked@example.com", PASSWORD);
    const known = await askForLink(freshIp(), "linked@example.com").expect(202);
    const unknown = await askForLink(freshIp(), "nobody-here@example.com").expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(bodyOf<{ message: string }>(known).message).toBe(SIGN_IN_LINK_REQUESTED_MESSAGE);
    const mails = await t.outbox();
    expect(mails.some((m) => m.includes("To: nobody-here@example.com"))).toBe(false);
    expect(mails.some((m) => m.includes("To: linked@example.com") && m.includes("/sign-in-link?token="))).toBe(true);
    // Only the token's hash is kept.
    const token = await linkFor("linked@example.com");
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.tokenHash, token))).toEqual([]);
  });

  it("reaches the owner even when her address had its share of automatic mail, at most one link a minute", async () => {
    const email = "capped-owner@example.com";
    await t.asAdmin(email, PASSWORD);
    // Someone used up the address's automatic mail (acknowledgements, resets: decision 046).
    await t.db.insert(mailQueue).values(
      Array.from({ length: 10 }, () => ({
        recipient: email,
        subject: "Reset your password",
        text: "",
        html: "",
        kind: "automatic",
        sentAt: new Date(),
        nextAttemptAt: null,
      })),
    );
    await askForLink(freshIp(), email).expect(202);
    await askForLink(freshIp(), email).expect(202);
    const links = (await t.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes("/sign-in-link?token="));
    expect(links).toHaveLength(1);
  });

  it("makes no new link while the last one still works, and at most 6 a day (issue 39)", async () => {
    const email = "daily-links@example.com";
    await t.asCustomer(email, PASSWORD);
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const linksMailed = async () =>
      (await t.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes("/sign-in-link?token=")).length;
    // Each ask comes after the link's own minute of spacing has passed.
    const askAfterAMinute = async () => {
      await t.db.delete(rateLimits).where(sql`${rateLimits.key} like ${`%${email}%`}`);
      await askForLink(freshIp(), email).expect(202);
      // The link is made after the answer (decision 014): wait for it before the clock moves on.
      await t.outbox();
    };
    await askAfterAMinute();
    await askAfterAMinute();
    expect(await linksMailed()).toBe(1);
    // Each time the link in the inbox has expired unused, another may be sent: up to the day's ceiling.
    for (let i = 0; i < SIGN_IN_LINKS_A_DAY + 2; i++) {
      await t.db
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.userId, id));
      await askAfterAMinute();
    }
    expect(SIGN_IN_LINKS_A_DAY).toBe(6);
    expect(await linksMailed()).toBe(SIGN_IN_LINKS_A_DAY);
  });

  it("signs the person in, once, with a new session", async () => {
    await t.asCustomer("once@example.com", PASSWORD);
    await askForLink(freshIp(), "once@example.com").expect(202);
    const token = await linkFor("once@example.com");
    const agent = request.agent(t.app);
    const res = await useLink(token, agent).expect(200);
    expect(bodyOf<User>(res).email).toBe("once@example.com");
    expect(String(res.headers["set-cookie"])).toMatch(/sid=/);
    expect(bodyOf<User>(await agent.get("/api/auth/user").expect(200)).email).toBe("once@example.com");
    const again = await useLink(token).expect(400);
    expect(bodyOf<ApiErrorBody>(again).message).toBe(INVALID_LINK);
  });

  it("stops working after 15 minutes", async () => {
    await t.asCustomer("expires@example.com", PASSWORD);
    await askForLink(freshIp(), "expires@example.com").expect(202);
    const token = await linkFor("expires@example.com");
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, "sign_in")).limit(1);
    const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetimeMs).toBeGreaterThan(14 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, "sign_in"));
    const res = await useLink(token).expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(INVALID_LINK);
  });

  it("works while password sign-in is paused, and ends the pause: the owner is never stuck", async () => {
    await t.asAdmin("stuck-owner@example.com", PASSWORD);
    for (let i = 0; i < 3; i++) await login(freshIp(), "stuck-owner@example.com", "guess-guess").expect(401);
    await login(freshIp(), "stuck-owner@example.com", PASSWORD).expect(429);

    await askForLink(freshIp(), "stuck-owner@example.com").expect(202);
    const token = await linkFor("stuck-owner@example.com");
    const agent = request.agent(t.app);
    const res = await useLink(token, agent).expect(200);
    expect(bodyOf<User>(res).isAdmin).toBe(true);
    await agent.get("/api/admin/orders").expect(200);
    // An admin's sign-in lives as long as an admin's (decision 013), not a customer's 30 days.
    const cookie = String(res.headers["set-cookie"]);
    const expires = Date.parse(/sid=[^;]*;[^,]*?Expires=([^;]+)/i.exec(cookie)?.[1] ?? "");
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000);
    // The pause is over: the password works again from anywhere.
    await login(freshIp(), "stuck-owner@example.com", PASSWORD).expect(200);
  });

  it("a password reset ends the pause too: the new password works at once", async () => {
    await t.asCustomer("reset-paused@example.com", PASSWORD);
    for (let i = 0; i < 3; i++) await login(freshIp(), "reset-paused@example.com", "guess-guess").expect(401);
    await login(freshIp(), "reset-paused@example.com", PASSWORD).expect(429);
    await request(t.app)
      .post("/api/password-reset/request")
      .set("X-Forwarded-For", freshIp())
      .send({ email: "reset-paused@example.com" })
      .expect(200);
    const token = await t.mailedToken("reset-paused@example.com", "/reset-password");
    await request(t.app)
      .post("/api/password-reset/confirm")
      .set("X-Forwarded-For", freshIp())
      .send({ token, password: "brand-new-password-24" })
      .expect(200);
    await login(freshIp(), "reset-paused@example.com", "brand-new-password-24").expect(200);
  });

  it("refuses a malformed token with the link message", async () => {
    const res = await useLink("short").expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(INVALID_LINK);
  });
});
