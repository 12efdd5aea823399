import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@shared/auth";
import type { PublicConfig } from "@shared/checkout";
import { sessions, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { startOidcProvider, type TestOidcProvider } from "../test/oidc-provider";

// The shop's public address in these tests: supertest listens on a new port for every request.
const SHOP = "http://shop.test";

let t: TestApp;
let op: TestOidcProvider;
beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [`${SHOP}/api/callback`], postLogoutRedirectUris: [`${SHOP}/`] });
  t = await createTestApp({
    env: {
      PUBLIC_URL: SHOP,
      OIDC_ISSUER_URL: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

/** The whole round trip: the shop's /api/login, the provider's login page, the shop's /api/callback. */
async function signInThroughProvider(login: string, agent: TestAgent = request.agent(t.app)) {
  const start = await agent.get("/api/login").expect(302);
  const callback = await op.browser().signIn(start.headers.location, login);
  expect(callback.origin + callback.pathname).toBe(`${SHOP}/api/callback`);
  const done = await agent.get(callback.pathname + callback.search);
  return { agent, done };
}

const userRows = (email: string) => t.db.select().from(users).where(eq(users.email, email));

/** The session row id behind a signed `sid` cookie (express-session signs it as "s:<id>.<signature>"). */
function sessionIdOf(setCookie: unknown): string {
  const value = decodeURIComponent(/sid=([^;]+)/.exec(String(setCookie))![1]);
  return value.slice(2, value.lastIndexOf("."));
}
const sessionRow = async (sid: string) => (await t.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];

describe("GET /api/login", () => {
  it("redirects to the provider's authorization endpoint with PKCE (S256), state, nonce and the scopes", async () => {
    const res = await request(t.app).get("/api/login").expect(302);
    const url = new URL(res.headers.location);
    expect(url.origin).toBe(op.issuer);
    expect(url.pathname).toBe("/auth");
    const q = url.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe(op.clientId);
    expect(q.get("redirect_uri")).toBe(`${SHOP}/api/callback`);
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{20,}$/);
    // The attempt lives in the session (a cookie now exists), not in the URL.
    expect(res.headers["set-cookie"]?.[0]).toMatch(/^sid=/);
  });

  it("says the provider is enabled in GET /api/config", async () => {
    expect(bodyOf<PublicConfig>(await request(t.app).get("/api/config").expect(200)).oidcEnabled).toBe(true);
  });
});

describe("GET /api/callback", () => {
  it("creates the user from the provider's claims and signs them in", async () => {
    op.addAccount({
      sub: "sub-ada",
      email: "Ada@Example.com",
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
      picture: "https://img.example/ada.png",
    });
    const { agent, done } = await signInThroughProvider("sub-ada");
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/dashboard");
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://img.example/ada.png",
      emailVerified: true,
      signedInWith: "oidc",
      isAdmin: false,
    });
    const [row] = await userRows("ada@example.com");
    expect(row).toMatchObject({ oidcSubject: "sub-ada", password: null });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("signs the same person in again as the same user, never a duplicate", async () => {
    const first = await signInThroughProvider("sub-ada");
    const second = await signInThroughProvider("sub-ada");
    const a = bodyOf<User>(await first.agent.get("/api/auth/user").expect(200));
    const b = bodyOf<User>(await second.agent.get("/api/auth/user").expect(200));
    expect(b.id).toBe(a.id);
    expect(await userRows("ada@example.com")).toHaveLength(1);
  });

  it("gives the signed-in person a new session id (the pre-login one is worthless)", async () => {
    const agent = request.agent(t.app);
    const start = await agent.get("/api/login").expect(302);
    const before = /^sid=([^;]+)/.exec(start.headers["set-cookie"][0])![1];
    const callback = await op.browser().signIn(start.headers.location, "sub-ada");
    const done = await agent.get(callback.pathname + callback.search).expect(302);
    const after = /(?:^|,)sid=([^;]+)/.exec(String(done.headers["set-cookie"]))![1];
    expect(after).not.toBe(before);
    await request(t.app).get("/api/auth/user").set("Cookie", `sid=${before}`).expect(401);
  });

  it("links an existing password account whose email is confirmed, when the provider has verified the email", async () => {
    const customer = await t.asCustomer("grace@example.com", "grace-password-1");
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, "grace@example.com"));
    const local = bodyOf<User>(await customer.get("/api/auth/user").expect(200));
    op.addAccount({ sub: "sub-grace", email: "grace@example.com", email_verified: true, given_name: "Grace" });
    const { agent, done } = await signInThroughProvider("sub-grace");
    expect(done.headers.location).toBe("/dashboard");
    const me = bodyOf<User>(await agent.get("/api/auth/user").expect(200));
    expect(me).toMatchObject({ id: local.id, signedInWith: "oidc", emailVerified: true, firstName: "Sam" });
    const rows = await userRows("grace@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0].oidcSubject).toBe("sub-grace");
    // The owner proved the address before: their password and session still work.
    await customer.get("/api/auth/user").expect(200);
    await t.asCustomer("grace@example.com", "grace-password-1");
  });

  it("finding 4: linking an account whose email was never confirmed ends the password and the sessions of whoever registered it", async () => {
    // An attacker registered the victim's address with a password of theirs and stays signed in.
    const attacker = await t.asCustomer("victim@example.com", "attacker-password-1");
    await attacker.get("/api/auth/user").expect(200);
    await request(t.app).post("/api/password-reset/request").send({ email: "victim@example.com" }).expect(200);
    const resetToken = await t.mailedToken("victim@example.com", "/reset-password");

    op.addAccount({ sub: "sub-victim", email: "victim@example.com", email_verified: true });
    const { agent } = await signInThroughProvider("sub-victim");
    expect((await agent.get("/api/auth/user").expect(200)).body).toMatchObject({
      email: "victim@example.com",
      hasPassword: false,
      emailVerified: true,
    });

    await attacker.get("/api/auth/user").expect(401);
    await request(t.app)
      .post("/api/login-local")
      .send({ email: "victim@example.com", password: "attacker-password-1" })
      .expect(401);
    await request(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: resetToken, password: "attacker-password-2" })
      .expect(400);
    expect((await userRows("victim@example.com"))[0].password).toBeNull();
  });

  it("refuses to link an existing account when the provider has not verified the email", async () => {
    await t.asCustomer("hopper@example.com", "hopper-password-1");
    op.addAccount({ sub: "sub-impostor", email: "hopper@example.com", email_verified: false });
    const { agent, done } = await signInThroughProvider("sub-impostor");
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/auth?error=oidc-email-unverified");
    await agent.get("/api/auth/user").expect(401);
    const rows = await userRows("hopper@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0].oidcSubject).toBeNull();
  });

  it("finding 5: creates no account from an email the provider has not verified", async () => {
    op.addAccount({ sub: "sub-new-unverified", email: "fresh@example.com", email_verified: false });
    const { agent, done } = await signInThroughProvider("sub-new-unverified");
    expect(done.headers.location).toBe("/auth?error=oidc-email-unverified");
    await agent.get("/api/auth/user").expect(401);
    expect(await userRows("fresh@example.com")).toHaveLength(0);
  });

  it("finding 5: a password reset by the owner of the inbox unlinks a provider identity that was never proven to own it", async () => {
    // A squatter's provider identity linked before this shop refused unverified emails.
    await t.db.insert(users).values({ email: "squatted@example.com", oidcSubject: "sub-squatter" });
    op.addAccount({ sub: "sub-squatter", email: "squatted@example.com", email_verified: false });
    await request(t.app).post("/api/password-reset/request").send({ email: "squatted@example.com" }).expect(200);
    const token = await t.mailedToken("squatted@example.com", "/reset-password");
    await request(t.app).post("/api/password-reset/confirm").send({ token, password: "owner-password-77" }).expect(200);
    const [row] = await userRows("squatted@example.com");
    expect(row.oidcSubject).toBeNull();
    expect(row.emailVerifiedAt).not.toBeNull();
    const { agent, done } = await signInThroughProvider("sub-squatter");
    expect(done.headers.location).toBe("/auth?error=oidc-email-unverified");
    await agent.get("/api/auth/user").expect(401);
  });

  it("goes back to a same-site returnTo, and ignores one pointing elsewhere", async () => {
    const agent = request.agent(t.app);
    let start = await agent.get("/api/login?returnTo=/cart").expect(302);
    let callback = await op.browser().signIn(start.headers.location, "sub-ada");
    expect((await agent.get(callback.pathname + callback.search)).headers.location).toBe("/cart");
    for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      start = await agent.get(`/api/login?returnTo=${encodeURIComponent(evil)}`).expect(302);
      callback = await op.browser().signIn(start.headers.location, "sub-ada");
      expect((await agent.get(callback.pathname + callback.search)).headers.location).toBe("/dashboard");
    }
  });

  it("refuses a callback whose state does not match, or that comes without a login attempt", async () => {
    const agent = request.agent(t.app);
    const start = await agent.get("/api/login").expect(302);
    const callback = await op.browser().signIn(start.headers.location, "sub-ada");
    callback.searchParams.set("state", "forged-state");
    const res = await agent.get(callback.pathname + callback.search).expect(302);
    expect(res.headers.location).toBe("/auth?error=oidc");
    expect(res.text).not.toMatch(/at .*\.ts/);
    await agent.get("/api/auth/user").expect(401);
    // The attempt was used up: the genuine answer cannot be replayed afterwards.
    callback.searchParams.set("state", new URL(start.headers.location).searchParams.get("state")!);
    expect((await agent.get(callback.pathname + callback.search)).headers.location).toBe("/auth?error=oidc");
    expect((await request(t.app).get("/api/callback?code=abc&state=def")).headers.location).toBe("/auth?error=oidc");
  });

  it("sends the person back to the auth page when they cancel at the provider", async () => {
    const agent = request.agent(t.app);
    await agent.get("/api/login").expect(302);
    const res = await agent.get("/api/callback?error=access_denied&state=x").expect(302);
    expect(res.headers.location).toBe("/auth?error=oidc");
  });
});

describe("POST /api/logout", () => {
  it("ends the shop's session and sends the browser (303) to the provider's end-session endpoint", async () => {
    const { agent, done } = await signInThroughProvider("sub-ada");
    const sid = sessionIdOf(done.headers["set-cookie"]);
    expect(await sessionRow(sid)).toBeDefined();
    const res = await agent.post("/api/logout").expect(303);
    const url = new URL(res.headers.location);
    expect(url.origin + url.pathname).toBe(`${op.issuer}/session/end`);
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(`${SHOP}/`);
    expect(url.searchParams.get("client_id")).toBe(op.clientId);
    expect(url.searchParams.get("id_token_hint")).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(String(res.headers["set-cookie"])).toMatch(/sid=;/);
    expect(await sessionRow(sid)).toBeUndefined();
    await agent.get("/api/auth/user").expect(401);
    // The provider accepts the request and, once confirmed, sends the browser back to the shop.
    expect((await op.browser().logOut(url)).href).toBe(`${SHOP}/`);
  });

  it("sends a password session home (303) without visiting the provider", async () => {
    const customer = await t.asCustomer();
    const res = await customer.post("/api/logout").expect(303);
    expect(res.headers.location).toBe("/");
    await customer.get("/api/auth/user").expect(401);
  });

  it("finding 13: another site cannot log a shopper out, by GET or by POST; the shop's own form POST can", async () => {
    const { agent, done } = await signInThroughProvider("sub-ada");
    const sid = sessionIdOf(done.headers["set-cookie"]);

    // A link or an <img src> on any site is a GET: it ends nothing and says how to log out.
    const get = await agent.get("/api/logout").set("Sec-Fetch-Site", "cross-site").expect(405);
    expect(get.headers.allow).toBe("POST");
    expect(get.body).toEqual({ message: "Logging out needs a POST request: please use the Log out button." });
    expect(String(get.headers["set-cookie"] ?? "")).not.toMatch(/sid=;/);
    await agent.get("/api/logout").expect(405);
    // A form on another site posting here is refused by the same-origin check.
    await agent.post("/api/logout").set("Origin", "https://evil.example").expect(403);
    await agent.post("/api/logout").set("Sec-Fetch-Site", "cross-site").expect(403);
    expect(await sessionRow(sid)).toBeDefined();
    expect(bodyOf<User>(await agent.get("/api/auth/user").expect(200)).signedInWith).toBe("oidc");

    // The shop's own page submits a form: same-origin, so the session ends and the provider's logout follows.
    const res = await agent.post("/api/logout").set("Sec-Fetch-Site", "same-origin").set("Origin", SHOP).expect(303);
    const endSession = new URL(res.headers.location);
    expect(endSession.origin + endSession.pathname).toBe(`${op.issuer}/session/end`);
    expect(await sessionRow(sid)).toBeUndefined();
    await agent.get("/api/auth/user").expect(401);
  });

  it("lets the shop's logout form follow its redirect to the provider (CSP form-action), and nowhere else", async () => {
    const csp = (await request(t.app).get("/api/config").expect(200)).headers["content-security-policy"];
    expect(csp).toContain(`form-action 'self' ${new URL(op.issuer).origin};`);
  });
});

describe("without a configured provider", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("answers /api/login with 404 and a clear message, and says so in /api/config", async () => {
    const res = await request(bare.app).get("/api/login").expect(404);
    expect(res.body).toEqual({ message: "Sign-in with an external provider is not configured" });
    expect(bodyOf<PublicConfig>(await request(bare.app).get("/api/config").expect(200)).oidcEnabled).toBe(false);
    await request(bare.app).get("/api/callback?code=x&state=y").expect(404);
  });

  it("keeps forms to the shop itself (CSP form-action 'self')", async () => {
    const csp = (await request(bare.app).get("/api/config").expect(200)).headers["content-security-policy"];
    expect(csp).toContain("form-action 'self';");
  });
});
