import { randomBytes } from "node:crypto";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { SetupItem } from "@shared/owner-setup";
import type { ShopSettingsView } from "@shared/shop-settings";
import { loadConfig } from "../config";
import { createLogger } from "../infra/logger";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { startStripeStandIn } from "../test/stripe-stand-in";
import { settingsRepo } from "./settings.repo";
import { settingsCipher } from "./settings-crypto";
import { openLiveSettings } from "./shop-settings";

// The owner's server settings in the admin (decision 084): mail, the public address and Stripe keys,
// checked live when saved, stored encrypted, never answered back; the environment wins.

let open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.reverse()) await thing.close();
  open = [];
});

async function shop(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  open.push(t);
  return t;
}

async function smtpServer(login?: { username: string; password: string }): Promise<TestSmtpServer> {
  const server = await startSmtpServer(0, login);
  open.push({ close: () => server.stop() });
  return server;
}

const viewOf = (res: { body: unknown }) => bodyOf<ShopSettingsView>(res);
const setupIds = async (admin: Awaited<ReturnType<TestApp["asAdmin"]>>) =>
  bodyOf<SetupItem[]>(await admin.get("/api/admin/setup").expect(200)).map((item) => item.id);

/** A manual order of a new board by `email`: its confirmation is mailed. */
async function placeOrder(t: TestApp, email: string): Promise<number> {
  const { board } = await t.adminWithBoard({ name: "Maple Settings Board", price: "80.00" });
  const payload = checkoutPayload({ amount: "80.00", items: [{ productId: board.id, quantity: 1 }] });
  payload.customerInfo.email = email;
  const res = await request(t.app).post("/api/create-payment-intent").send(payload).expect(201);
  return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
}

describe("/api/admin/shop-settings", () => {
  it("answers admins only", async () => {
    const t = await shop();
    const customer = await t.asCustomer();
    const calls = [
      ["get", "/api/admin/shop-settings"],
      ["patch", "/api/admin/shop-settings/mail"],
      ["patch", "/api/admin/shop-settings/address"],
      ["patch", "/api/admin/shop-settings/stripe"],
      ["delete", "/api/admin/shop-settings/mail"],
    ] as const;
    for (const [method, path] of calls) {
      await request(t.app)[method](path).send({}).expect(401);
      await customer[method](path).send({}).expect(403);
    }
  });

  it("shows a fresh shop as unset: the outbox, this machine's address, manual payments", async () => {
    const t = await shop();
    const view = viewOf(await (await t.asAdmin()).get("/api/admin/shop-settings").expect(200));
    expect(view.mail).toMatchObject({ environment: [], host: "", password: { set: false, last4: null } });
    expect(view.mail.testRecipient).toBe("owner@example.com");
    expect(view.address).toEqual({ environment: [], publicUrl: null, effective: "http://localhost:5000" });
    expect(view.stripe).toMatchObject({ active: false, secretKey: { set: false }, webhookSecret: { set: false } });
  });
});

describe("mail", () => {
  it("stores nothing when the test email cannot go out, and names the field", async () => {
    const t = await shop();
    const admin = await t.asAdmin();
    // A port where nothing listens.
    const { port } = await startSmtpServer().then(async (s) => (await s.stop(), s));
    const res = await admin
      .patch("/api/admin/shop-settings/mail")
      .send({ host: "127.0.0.1", port, username: "", from: "" })
      .expect(400);
    const { errors } = bodyOf<ApiErrorBody>(res);
    expect(errors).toHaveLength(1);
    expect(errors![0].path).toBe("host");
    expect(errors![0].message).toContain(`Could not reach 127.0.0.1 on port ${port}`);
    expect(await settingsRepo(t.db).all()).toEqual([]);
    expect(t.settings.mail()).toEqual({ kind: "outbox" });
    expect(await setupIds(admin)).toContain("email-delivery");
  });

  it("names the password when the server refuses the login", async () => {
    const t = await shop();
    const smtp = await smtpServer({ username: "shop", password: "right-password" });
    const res = await (
      await t.asAdmin()
    )
      .patch("/api/admin/shop-settings/mail")
      .send({ host: "127.0.0.1", port: smtp.port, username: "shop", password: "wrong-password" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
      { path: "password", message: expect.stringContaining("refused this username or password") as string },
    ]);
    expect(smtp.received).toEqual([]);
    expect(await settingsRepo(t.db).all()).toEqual([]);
  });

  it("sends the owner a test email, stores the server with its password sealed, and the next order email goes through it", async () => {
    const t = await shop();
    const admin = await t.asAdmin();
    const smtp = await smtpServer({ username: "shop", password: "s3cret-pass-7788" });
    const saved = viewOf(
      await admin
        .patch("/api/admin/shop-settings/mail")
        .send({
          host: "127.0.0.1",
          port: String(smtp.port),
          username: "shop",
          password: "s3cret-pass-7788",
          from: "Grain & Groove <hello@grain.test>",
        })
        .expect(200),
    );
    const [test] = smtp.received;
    expect(test.to).toEqual(["owner@example.com"]);
    expect(test.from).toBe("hello@grain.test");
    expect(test.raw).toMatch(/^Subject: Grain & Groove: your mail settings work/m);
    expect(saved.mail).toMatchObject({
      host: "127.0.0.1",
      port: smtp.port,
      username: "shop",
      password: { set: true, last4: "7788", unreadable: false },
      from: "Grain & Groove <hello@grain.test>",
    });
    // Never answered back, never stored in clear.
    const read = await admin.get("/api/admin/shop-settings").expect(200);
    expect(read.text).not.toContain("s3cret-pass");
    const rows = await settingsRepo(t.db).all();
    const password = rows.find((row) => row.name === "smtpPassword")!;
    expect(password.value).toBeNull();
    expect(password.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain("s3cret-pass");

    const orderId = await placeOrder(t, "pat@example.com");
    await t.settled();
    const confirmation = smtp.received.find((m) => m.to.includes("pat@example.com"));
    expect(confirmation?.raw).toMatch(new RegExp(`^Subject: Your Grain & Groove order #${orderId}`, "m"));
    expect(confirmation?.from).toBe("hello@grain.test");
    expect(await t.outbox()).toEqual([]);
    expect(await setupIds(admin)).not.toContain("email-delivery");

    // Saved again without a password: the stored one is kept for the same login.
    await admin
      .patch("/api/admin/shop-settings/mail")
      .send({ host: "127.0.0.1", port: smtp.port, username: "shop", password: "", from: "" })
      .expect(200);
    expect(
      smtp.received.filter((m) => m.raw.includes("Subject: Grain & Groove: your mail settings work")),
    ).toHaveLength(2);
  });

  it("reports a stored secret this server's key cannot open, without failing the start", async () => {
    const t = await shop();
    const otherKey = settingsCipher(randomBytes(32));
    await settingsRepo(t.db).put([
      { name: "smtpHost", value: "smtp.example.com" },
      { name: "smtpPort", value: "587" },
      { name: "smtpUsername", value: "shop" },
      { name: "smtpPassword", sealed: otherKey.seal("smtpPassword", "lost-password") },
    ]);
    const logs: string[] = [];
    const logger = createLogger("error", { write: (line: string) => void logs.push(line) });
    // A start on a database whose secrets were sealed with another key: it starts, and says why.
    const started = await openLiveSettings({
      repo: settingsRepo(t.db),
      cipher: settingsCipher(randomBytes(32)),
      config: loadConfig({ DATA_DIR: t.dataDir }),
      changes: t.changes,
      logger,
    });
    expect(started.unreadable()).toEqual(["smtpPassword"]);
    expect(logs.join("")).toContain("cannot be decrypted with this server's settings key");

    await t.settings.reload();
    const admin = await t.asAdmin();
    const view = viewOf(await admin.get("/api/admin/shop-settings").expect(200));
    expect(view.mail.password).toEqual({ set: true, last4: null, unreadable: true });
    expect(t.settings.mail()).toEqual({ kind: "outbox" });
    const email = bodyOf<SetupItem[]>(await admin.get("/api/admin/setup").expect(200)).find(
      (item) => item.id === "email-delivery",
    );
    expect(email?.explanation).toContain("cannot be read with this server's settings key");
  });
});

describe("the public address", () => {
  it("refuses a path, credentials or another scheme, and stores the origin the links then use on every instance", async () => {
    const t = await shop();
    const admin = await t.asAdmin();
    for (const [publicUrl, message] of [
      ["https://boards.example.com/shop", "Enter the address without a path, e.g. https://boards.example.com"],
      ["https://owner:pw@boards.example.com", "The address must not contain a user name or password"],
      ["ftp://boards.example.com", "The address must start with https:// (or http://)"],
      ["boards.example.com", "Enter a whole address, starting with https://"],
    ]) {
      const res = await admin.patch("/api/admin/shop-settings/address").send({ publicUrl }).expect(400);
      expect(bodyOf<ApiErrorBody>(res).errors).toEqual([{ path: "publicUrl", message }]);
    }
    expect(await settingsRepo(t.db).all()).toEqual([]);

    const other = await t.secondInstance();
    const saved = viewOf(
      await admin
        .patch("/api/admin/shop-settings/address")
        .send({ publicUrl: "https://boards.example.com/" })
        .expect(200),
    );
    expect(saved.address).toMatchObject({
      publicUrl: "https://boards.example.com",
      effective: "https://boards.example.com",
    });
    expect(await setupIds(admin)).not.toContain("public-url");
    // No restart: this instance's emails and the other instance's pages use it.
    await t.register({ email: "newcomer@example.com", password: "long-enough-1" });
    expect((await t.outbox()).join("\n")).toContain("https://boards.example.com/verify-email?token=");
    await vi.waitFor(() => expect(other.settings.publicUrl()).toBe("https://boards.example.com"));
    const robots = await request(other.app).get("/robots.txt").expect(200);
    expect(robots.text).toContain("Sitemap: https://boards.example.com/sitemap.xml");
  });
});

describe("the environment wins", () => {
  it("shows its settings read-only and refuses to save over them", async () => {
    const t = await shop({ env: { PUBLIC_URL: "https://env.example", SMTP_URL: "smtp://127.0.0.1:2525" } });
    await t.settings.save({ publicUrl: "https://saved.example" });
    expect(t.settings.origin()).toBe("https://env.example");
    const admin = await t.asAdmin();
    const view = viewOf(await admin.get("/api/admin/shop-settings").expect(200));
    expect(view.address).toMatchObject({ environment: ["PUBLIC_URL"], publicUrl: "https://env.example" });
    expect(view.mail.environment).toEqual(["SMTP_URL"]);
    expect(view.stripe.environment).toEqual([]);
    const refused = await admin
      .patch("/api/admin/shop-settings/address")
      .send({ publicUrl: "https://other.example" })
      .expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toContain("set on the server (PUBLIC_URL)");
    await admin.patch("/api/admin/shop-settings/mail").send({ host: "smtp.example.com", port: 587 }).expect(409);
  });
});

describe("Stripe keys", () => {
  it("checks the secret key with Stripe, refuses an unknown one or keys of two modes, and takes cards once saved", async () => {
    const stripe = await startStripeStandIn();
    open.push({ close: () => stripe.close() });
    const t = await shop({ env: { STRIPE_API_URL: `http://127.0.0.1:${stripe.api.port}` } });
    const admin = await t.asAdmin();

    stripe.refuseKey("sk_test_revoked");
    const unknown = await admin
      .patch("/api/admin/shop-settings/stripe")
      .send({ publishableKey: "pk_test_shop", secretKey: "sk_test_revoked", webhookSecret: "whsec_shop" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(unknown).errors).toEqual([
      {
        path: "secretKey",
        message: "Stripe does not know this key: copy the secret key again from Developers → API keys.",
      },
    ]);
    const mixed = await admin
      .patch("/api/admin/shop-settings/stripe")
      .send({ publishableKey: "pk_live_shop", secretKey: "sk_test_known", webhookSecret: "whsec_shop" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(mixed).errors?.[0].path).toBe("publishableKey");
    expect(await settingsRepo(t.db).all()).toEqual([]);
    expect((await request(t.app).get("/api/config").expect(200)).body).toMatchObject({ stripePublishableKey: null });

    const saved = viewOf(
      await admin
        .patch("/api/admin/shop-settings/stripe")
        .send({ publishableKey: "pk_test_shop", secretKey: "sk_test_known4242", webhookSecret: "whsec_shop9876" })
        .expect(200),
    );
    expect(stripe.requests.filter((r) => r.method === "GET" && r.path === "/v1/balance")).toHaveLength(2);
    expect(saved.stripe).toMatchObject({
      active: true,
      publishableKey: "pk_test_shop",
      secretKey: { set: true, last4: "4242" },
      webhookSecret: { set: true, last4: "9876" },
      webhookUrl: "http://localhost:5000/api/stripe/webhook",
    });
    expect(JSON.stringify(saved)).not.toContain("sk_test_known");
    // The checkout takes cards at once: the browser gets the key, and an order starts a payment intent.
    expect((await request(t.app).get("/api/config").expect(200)).body).toMatchObject({
      stripePublishableKey: "pk_test_shop",
    });
    const { board } = await t.adminWithBoard({ price: "50.00" });
    const placed = await request(t.app)
      .post("/api/create-payment-intent")
      .send(checkoutPayload({ amount: "50.00", items: [{ productId: board.id, quantity: 1 }] }))
      .expect(201);
    expect(bodyOf<CreatePaymentIntentAnswer>(placed).clientSecret).toMatch(/^pi_/);
    expect(await setupIds(admin)).not.toContain("manual-payments");

    // Removed: manual payments again.
    await admin.delete("/api/admin/shop-settings/stripe").expect(200);
    expect(t.settings.stripe()).toBeNull();
    expect((await request(t.app).get("/api/config").expect(200)).body).toMatchObject({ stripePublishableKey: null });
  });
});
