import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { sessions, users } from "../db/schema";
import { REGISTRATION_PENDING_MESSAGE, type User, type VerifyEmailAnswer } from "@shared/auth";
import type { ApiErrorBody } from "@shared/errors";
import type { MailMessage } from "../infra/mail";
import { bodyOf, createTestApp, heldBackground, type TestApp } from "../test/harness";
import { mailQueueRepo } from "../mail/mail-queue.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sidOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("sid="));

describe("POST /api/register", () => {
  it("answers 202 and mails a link; the link creates the account (argon2id hash, email confirmed) and signs in", async () => {
    const agent = request.agent(t.app);
    const res = await agent
      .post("/api/register")
      .send({ email: "New.Person@Example.com", password: "long-enough-1", firstName: "Ada", lastName: "Wood" })
      .expect(202);
    expect(res.body).toEqual({ message: REGISTRATION_PENDING_MESSAGE });
    expect(await t.db.select().from(users).where(eq(users.email, "new.person@example.com"))).toHaveLength(0);

    const token = await t.mailedToken("new.person@example.com", "/verify-email");
    const confirmed = bodyOf<VerifyEmailAnswer>(await agent.post("/api/verify-email").send({ token }).expect(200));
    expect(confirmed.user).toMatchObject({
      email: "new.person@example.com",
      firstName: "Ada",
      lastName: "Wood",
      isAdmin: false,
      emailVerified: true,
    });
    expect(confirmed.user).not.toHaveProperty("password");
    const [row] = await t.db.select().from(users).where(eq(users.email, "new.person@example.com"));
    expect(row.password).toMatch(/^\$argon2id\$/);
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me.email).toBe("new.person@example.com");
    // The link works once.
    await request(t.app).post("/api/verify-email").send({ token }).expect(400);
  });

  it("finding 16: answers a taken address exactly like a new one, creates nothing and tells the owner instead", async () => {
    await t.register({ email: "twice@example.com", password: "long-enough-1" });
    const fresh = await request(t.app)
      .post("/api/register")
      .send({ email: "someone-new@example.com", password: "long-enough-2" })
      .expect(202);
    const taken = await request(t.app)
      .post("/api/register")
      .send({ email: "TWICE@example.com", password: "long-enough-2" })
      .expect(202);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.headers["set-cookie"]).toBeUndefined();
    const notice = (await t.outbox()).reverse().find((m) => m.includes("To: twice@example.com"))!;
    expect(notice).toMatch(/already has one/);
    expect(notice).not.toMatch(/verify-email\?token=/);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "twice@example.com", password: "long-enough-2" })
      .expect(401);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "twice@example.com", password: "long-enough-1" })
      .expect(200);
  });

  it("answers a taken and a new address alike, before the address is looked up or mailed (decision 014)", async () => {
    const sent: MailMessage[] = [];
    const jobs = heldBackground();
    const held = await createTestApp({
      mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
      background: jobs,
    });
    onTestFinished(() => held.close());
    await held.db.insert(users).values({
      email: "timed@example.com",
      password: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
    });
    const answers = [];
    for (const email of ["timed@example.com", "fresh@example.com"]) {
      const res = await request(held.app).post("/api/register").send({ email, password: "long-enough-2" }).expect(202);
      answers.push(res.body);
      // The answer went out while the lookup, the password hash and the mail were still waiting to start.
      expect(jobs.waiting()).toEqual(["registration email"]);
      expect(await mailQueueRepo(held.db).pendingCount()).toBe(0);
      await held.settled();
    }
    expect(answers[1]).toEqual(answers[0]);
    // Then the taken address was told it already has an account, and the new one got its link.
    expect(sent.map((m) => m.to)).toEqual(["timed@example.com", "fresh@example.com"]);
    expect(sent[0].text).toMatch(/already has one/);
    expect(sent[1].text).toMatch(/verify-email\?token=/);
  });

  it.each([
    [{ email: "a@example.com", password: "short" }, "Password must be at least 8 characters"],
    [{ email: "not-an-email", password: "long-enough-1" }, "Invalid email address"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await request(t.app).post("/api/register").send(body).expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(message);
  });

  it("cannot register an admin: a role sent by the client is ignored", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ email: "sneaky@example.com", password: "long-enough-1", isAdmin: true })
      .expect(202);
    expect(res.body).toEqual({ message: REGISTRATION_PENDING_MESSAGE });
    const agent = await t.register({ email: "sneaky2@example.com", password: "long-enough-1", isAdmin: true } as never);
    expect(bodyOf<User>(await agent.get("/api/auth/user").expect(200)).isAdmin).toBe(false);
  });
});

describe("finding 20: registration with the mail server down", () => {
  it("answers as usual, leaves no half-made account, and a retry once mail works finishes it", async () => {
    let mailUp = false;
    const sent: MailMessage[] = [];
    const flaky = await createTestApp({
      mailer: {
        send(message) {
          if (!mailUp) return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25"));
          sent.push(message);
          return Promise.resolve();
        },
      },
    });
    try {
      const body = { email: "unlucky@example.com", password: "long-enough-1" };
      await request(flaky.app).post("/api/register").send(body).expect(202);
      await flaky.settled();
      expect(await flaky.db.select().from(users).where(eq(users.email, "unlucky@example.com"))).toHaveLength(0);
      mailUp = true;
      await request(flaky.app).post("/api/register").send(body).expect(202);
      await flaky.settled();
      const token = /verify-email\?token=([\w-]+)/.exec(sent.at(-1)!.text)![1];
      const agent = request.agent(flaky.app);
      await agent.post("/api/verify-email").send({ token }).expect(200);
      expect(bodyOf<User>(await agent.get("/api/auth/user").expect(200)).email).toBe("unlucky@example.com");
    } finally {
      await flaky.close();
    }
  });
});

describe("POST /api/login-local", () => {
  it("signs in with a new session id, stored in the session table, with safe cookie flags", async () => {
    await t.register({ email: "login@example.com", password: "long-enough-1" });
    const agent = request.agent(t.app);
    // A session that existed before login (e.g. planted) must not survive it.
    const before = await agent
      .post("/api/login-local")
      .send({ email: "login@example.com", password: "wrong-password" })
      .expect(401);
    const res = await agent
      .post("/api/login-local")
      .send({ email: "LOGIN@example.com", password: "long-enough-1" })
      .expect(200);
    expect(bodyOf<User>(res).email).toBe("login@example.com");
    const cookie = sidOf(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toBe(sidOf(before));
    const sid = decodeURIComponent(cookie.split(";")[0].slice(4)).slice(2).split(".")[0];
    const rows = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(rows).toHaveLength(1);
    expect(rows[0].expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("says the same thing for an unknown email and a wrong password", async () => {
    await t.register({ email: "known@example.com", password: "long-enough-1" });
    const wrong = await request(t.app)
      .post("/api/login-local")
      .send({ email: "known@example.com", password: "nope-nope-nope" })
      .expect(401);
    const unknown = await request(t.app)
      .post("/api/login-local")
      .send({ email: "ghost@example.com", password: "nope-nope-nope" })
      .expect(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ email: "bad", password: "x" }, "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "Password is required"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await request(t.app).post("/api/login-local").send(body).expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(message);
  });
});

describe("POST /api/logout-local and GET /api/auth/user", () => {
  it("answers 401 when signed out", async () => {
    const res = await request(t.app).get("/api/auth/user").expect(401);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Not signed in");
  });

  it("logout destroys the session row and signs the browser out", async () => {
    const agent = await t.asCustomer("leaving@example.com", "long-enough-1");
    const count = async () => (await t.db.select().from(sessions)).length;
    const before = await count();
    await agent.get("/api/auth/user").expect(200);
    await agent.post("/api/logout-local").expect(200);
    await agent.get("/api/auth/user").expect(401);
    expect(await count()).toBe(before - 1);
  });

  it("reads the role from the database, so a promotion applies to an open session", async () => {
    const agent = await t.asCustomer("promoted@example.com", "long-enough-1");
    await agent.get("/api/admin/stats").expect(403);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.email, "promoted@example.com"));
    await agent.get("/api/admin/stats").expect(200);
  });
});

describe("ADMIN_EMAIL / ADMIN_PASSWORD bootstrap", () => {
  it("promotes an existing account and sets its password", async () => {
    await t.register({ email: "boss@example.com", password: "first-password" });
    const agent = await t.asAdmin("boss@example.com", "second-password");
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me.isAdmin).toBe(true);
    expect(me.emailVerified).toBe(true);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "boss@example.com", password: "first-password" })
      .expect(401);
  });
});

describe("claiming an address by registering", () => {
  it("cannot take over an account that signs in through the external provider", async () => {
    await t.db
      .insert(users)
      .values({ email: "external@example.com", oidcSubject: "sub-123", emailVerifiedAt: new Date() });
    await request(t.app)
      .post("/api/register")
      .send({ email: "external@example.com", password: "long-enough-1" })
      .expect(202);
    await expect(t.mailedToken("external@example.com", "/verify-email")).rejects.toThrow(/no \/verify-email link/);
    const [row] = await t.db.select().from(users).where(eq(users.email, "external@example.com"));
    expect(row.password).toBeNull();
  });

  it("a guest record from checkout gets its password once the emailed link is opened (one record)", async () => {
    await t.db.insert(users).values({ email: "guest-claim@example.com", firstName: "Gus" });
    const agent = await t.register({ email: "guest-claim@example.com", password: "long-enough-1", firstName: "Other" });
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me).toMatchObject({ firstName: "Gus", emailVerified: true, hasPassword: true });
    expect(await t.db.select().from(users).where(eq(users.email, "guest-claim@example.com"))).toHaveLength(1);
  });
});
