import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sidOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("sid="));

describe("POST /api/register", () => {
  it("creates the account with an argon2id hash, signs in, and never returns the password", async () => {
    const agent = request.agent(t.app);
    const res = await agent
      .post("/api/register")
      .send({ email: "New.Person@Example.com", password: "long-enough-1", firstName: "Ada", lastName: "Wood" })
      .expect(201);
    expect(res.body).toMatchObject({ email: "new.person@example.com", firstName: "Ada", lastName: "Wood", isAdmin: false });
    expect(res.body).not.toHaveProperty("password");
    const [row] = await t.db.select().from(users).where(eq(users.email, "new.person@example.com"));
    expect(row.password).toMatch(/^\$argon2id\$/);
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body.email).toBe("new.person@example.com");
  });

  it("refuses a second account for the same email in any case", async () => {
    await request(t.app).post("/api/register").send({ email: "twice@example.com", password: "long-enough-1" }).expect(201);
    const res = await request(t.app).post("/api/register").send({ email: "TWICE@example.com", password: "long-enough-2" }).expect(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it.each([
    [{ email: "a@example.com", password: "short" }, "Password must be at least 8 characters"],
    [{ email: "not-an-email", password: "long-enough-1" }, "Invalid email address"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await request(t.app).post("/api/register").send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("cannot register an admin: a role sent by the client is ignored", async () => {
    const res = await request(t.app)
      .post("/api/register")
      .send({ email: "sneaky@example.com", password: "long-enough-1", isAdmin: true })
      .expect(201);
    expect(res.body.isAdmin).toBe(false);
  });
});

describe("POST /api/login-local", () => {
  it("signs in with a new session id, stored in the session table, with safe cookie flags", async () => {
    await request(t.app).post("/api/register").send({ email: "login@example.com", password: "long-enough-1" }).expect(201);
    const agent = request.agent(t.app);
    // A session that existed before login (e.g. planted) must not survive it.
    const before = await agent.post("/api/login-local").send({ email: "login@example.com", password: "wrong-password" }).expect(401);
    const res = await agent.post("/api/login-local").send({ email: "LOGIN@example.com", password: "long-enough-1" }).expect(200);
    expect(res.body.email).toBe("login@example.com");
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
    await request(t.app).post("/api/register").send({ email: "known@example.com", password: "long-enough-1" }).expect(201);
    const wrong = await request(t.app).post("/api/login-local").send({ email: "known@example.com", password: "nope-nope-nope" }).expect(401);
    const unknown = await request(t.app).post("/api/login-local").send({ email: "ghost@example.com", password: "nope-nope-nope" }).expect(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ email: "bad", password: "x" }, "Invalid email address"],
    [{ email: "a@example.com", password: "" }, "Password is required"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const res = await request(t.app).post("/api/login-local").send(body).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe("POST /api/logout-local and GET /api/auth/user", () => {
  it("answers 401 when signed out", async () => {
    const res = await request(t.app).get("/api/auth/user").expect(401);
    expect(res.body.message).toBe("Not signed in");
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
    await request(t.app).post("/api/register").send({ email: "boss@example.com", password: "first-password" }).expect(201);
    const agent = await t.asAdmin("boss@example.com", "second-password");
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body.isAdmin).toBe(true);
    expect(me.body.emailVerified).toBe(true);
    await request(t.app).post("/api/login-local").send({ email: "boss@example.com", password: "first-password" }).expect(401);
  });
});

describe("claiming an address by registering", () => {
  it("cannot take over an account that signs in through the external provider", async () => {
    await t.db.insert(users).values({ email: "external@example.com", oidcSubject: "sub-123", emailVerifiedAt: new Date() });
    const res = await request(t.app).post("/api/register").send({ email: "external@example.com", password: "long-enough-1" }).expect(409);
    expect(res.body.message).toMatch(/already exists/);
  });
});
