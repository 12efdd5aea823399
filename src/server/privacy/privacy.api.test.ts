import type { ApiErrorBody } from "@shared/errors";
import { DATA_EXPORTS_A_DAY } from "../http/shop-limits";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_DELETED_MESSAGE,
  ADMIN_NOT_DELETABLE_MESSAGE,
  DELETED_CUSTOMER,
  DELETED_CUSTOMER_EMAIL,
  DELETED_REVIEW_AUTHOR,
  SIGN_IN_AGAIN_MESSAGE,
  type PrivacyExport,
  type PrivacyLogEntry,
} from "@shared/privacy";
import { createLogger } from "../infra/logger";
import {
  accountTokens,
  commissionPayments,
  commissionQuotes,
  commissions,
  contactInquiries,
  customerAddresses,
  discountCodes,
  discountUses,
  emailSuppressions,
  orders,
  reviews,
  sessions,
  subscriptions,
  users,
} from "../db/schema";
import { inquiriesRepo } from "../inquiries/inquiries.repo";
import { contentRepo } from "../content/content.repo";
import { hasCommission } from "../commissions/commissions.repo";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { POLICY_SAMPLES } from "../db/policy-samples";
import { messageRetention, monthsBefore } from "./retention";

let t: TestApp;
let admin: TestAgent;
let boardId: string;
let boardName: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await t.adminWithBoard({ price: "40.00" });
  admin = made.admin;
  boardId = made.board.id;
  boardName = made.board.name;
});
afterAll(() => t?.close());

const PASSWORD = "alice-password-1";

async function userOf(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A board bought through the checkout by `agent` (signed in or not) for `email`; answers the order number. */
async function buy(agent: TestAgent, email: string, name: string, phone = "555-0101"): Promise<number> {
  const res = await agent.post("/api/create-payment-intent").send(
    checkoutPayload({
      amount: "40.00",
      items: [{ productId: boardId, productName: boardName, quantity: 1, price: "40.00" }],
      customerInfo: { name, email, phone, address: "12 Oak Lane\nPortland, OR 97201" },
    }),
  );
  expect(res.status).toBe(201);
  return bodyOf<{ orderId: number }>(res).orderId;
}

/** A message from the contact form, `monthsAgo` old. */
async function message(
  email: string,
  type: "general" | "custom_order" | "newsletter",
  text: string,
  monthsAgo = 0,
  attachments: { name: string; url: string; uploadedAt: string }[] = [],
) {
  const [row] = await t.db
    .insert(contactInquiries)
    .values({
      name: "Sender",
      email,
      message: text,
      inquiryType: type,
      createdAt: monthsBefore(new Date(), monthsAgo),
      attachments,
    })
    .returning();
  return row;
}

/** Makes the custom order a commission with a quote, and a paid deposit when `paid`. */
async function commissionOf(inquiryId: string, paid: boolean) {
  await t.db.insert(commissions).values({
    inquiryId,
    tokenHash: `commission-token-hash-${inquiryId}`,
    deliveryAddress: "7 Elm St, Salem, OR",
  });
  const [quote] = await t.db
    .insert(commissionQuotes)
    .values({
      inquiryId,
      version: 1,
      priceCents: 40000,
      depositCents: 10000,
      estimatedCompletion: "2027-01-01",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await t.db.insert(commissionPayments).values({
    inquiryId,
    quoteId: quote.id,
    kind: "deposit",
    amountCents: 10000,
    status: paid ? "paid" : "awaiting",
    via: paid ? "manual" : null,
    paidAt: paid ? new Date() : null,
  });
}

/** Moves the sign-in of every session of the user `minutes` into the past. */
async function ageSignIn(userId: string, minutes: number) {
  const at = Date.now() - minutes * 60_000;
  await t.db.execute(sql`
    update ${sessions}
    set sess = jsonb_set(jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(${at}::bigint)), '{authenticatedAt}', to_jsonb(${at}::bigint))::json
    where sess->>'userId' = ${userId}`);
}

const logEntries = async () => bodyOf<PrivacyLogEntry[]>(await admin.get("/api/admin/privacy-log").expect(200));

describe("privacy: a customer's data and account (issue 28)", () => {
  let alice: TestAgent;
  let aliceId: string;
  let signedInOrder: number;
  let guestOrder: number;
  let bobOrder: number;
  let kept: { id: string };
  let unpaid: { id: string };
  let general: { id: string };

  beforeAll(async () => {
    alice = await t.register({
      email: "alice@example.com",
      password: PASSWORD,
      firstName: "Alice",
      lastName: "Liddell",
    });
    aliceId = (await userOf("alice@example.com")).id;
    await alice
      .post("/api/user/addresses")
      .send({ name: "Alice Liddell", street: "12 Oak Lane", city: "Portland", state: "OR", zipCode: "97201" })
      .expect(201);
    signedInOrder = await buy(alice, "alice@example.com", "Alice Liddell");
    // Placed as a guest with her address before she registered: hers, as her dashboard shows it.
    guestOrder = await buy(request.agent(t.app), "alice@example.com", "Alice L.", "555-0199");
    bobOrder = await buy(request.agent(t.app), "bob@example.com", "Bob Builder", "555-0142");
    general = await message("alice@example.com", "general", "Do you ship to Canada?");
    await t.storage.put("attachments/alice-sketch.png", Buffer.from("png"), "image/png");
    unpaid = await message("Alice@Example.com", "custom_order", "A walnut board for my kitchen", 0, [
      { name: "sketch.png", url: "/uploads/attachments/alice-sketch.png", uploadedAt: new Date().toISOString() },
    ]);
    await commissionOf(unpaid.id, false);
    kept = await message("alice@example.com", "custom_order", "A cherry board, paid deposit");
    await commissionOf(kept.id, true);
    await message("bob@example.com", "general", "Bob's private question");
    await t.db.insert(subscriptions).values([
      { email: "alice@example.com", topic: "newsletter", confirmedAt: new Date() },
      { email: "alice@example.com", topic: "restock", productId: boardId, confirmedAt: new Date() },
      { email: "bob@example.com", topic: "newsletter", confirmedAt: new Date() },
    ]);
    await t.db.insert(reviews).values({
      orderId: signedInOrder,
      line: 0,
      productId: boardId,
      boardName,
      authorName: "Alice L.",
      rating: 5,
      title: "Lovely board",
      body: "Heavy, smooth, beautiful grain.",
    });
    const [code] = await t.db
      .insert(discountCodes)
      .values({ code: "ALICE10", kind: "percentage", percent: 10 })
      .returning();
    await t.db
      .insert(discountUses)
      .values({ orderId: guestOrder, codeId: code.id, email: "alice@example.com", amount: "4.00" });
    // Secrets the download must never carry: an external login's subject and a provider's id token.
    await t.db.update(users).set({ oidcSubject: "oidc-subject-of-alice" }).where(eq(users.id, aliceId));
    await t.db.execute(sql`
      update ${sessions} set sess = jsonb_set(sess::jsonb, '{idToken}', '"provider-id-token-secret"')::json
      where sess->>'userId' = ${aliceId}`);
  });

  it("downloads one JSON file with her account, addresses, orders, messages, commissions, reviews, sign-ups and sessions", async () => {
    const res = await alice.get("/api/user/data-export").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="grain-and-groove-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = JSON.parse(res.text) as PrivacyExport;
    expect(data.account).toMatchObject({
      id: aliceId,
      email: "alice@example.com",
      firstName: "Alice",
      lastName: "Liddell",
      emailVerified: true,
      hasPassword: true,
      externalLogin: true,
    });
    expect(data.addresses).toEqual([
      expect.objectContaining({ street: "12 Oak Lane", city: "Portland", zipCode: "97201" }),
    ]);
    expect(data.orders.map((o) => o.number).sort()).toEqual([signedInOrder, guestOrder].sort());
    expect(data.orders.find((o) => o.number === guestOrder)).toMatchObject({
      name: "Alice L.",
      phone: "555-0199",
      total: "40.00",
    });
    expect(data.messages.map((m) => m.message).sort()).toEqual(
      ["A cherry board, paid deposit", "A walnut board for my kitchen", "Do you ship to Canada?"].sort(),
    );
    const cherry = data.messages.find((m) => m.message === "A cherry board, paid deposit")!;
    expect(cherry.commission?.quotes).toEqual([
      expect.objectContaining({ price: "400.00", deposit: "100.00", tax: null }),
    ]);
    expect(cherry.commission?.payments).toEqual([expect.objectContaining({ kind: "deposit", status: "paid" })]);
    expect(data.messages.find((m) => m.type === "general")?.commission).toBeNull();
    expect(data.reviews).toEqual([expect.objectContaining({ title: "Lovely board", orderNumber: signedInOrder })]);
    expect(data.signUps.map((s) => s.topic).sort()).toEqual(["newsletter", "restock"]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toMatchObject({ signedInWith: "password" });
  });

  it("is downloaded at most 5 times a day, then a 429 says when to come back (issue 39)", async () => {
    const exporter = await t.asCustomer("exporter@example.com");
    for (let i = 0; i < DATA_EXPORTS_A_DAY; i++) await exporter.get("/api/user/data-export").expect(200);
    const refused = await exporter.get("/api/user/data-export").expect(429);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(
      "You can download your data 5 times a day. Please try again tomorrow.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("carries no other customer's data and no secret", async () => {
    const text = (await alice.get("/api/user/data-export").expect(200)).text;
    expect(text).not.toContain("bob@example.com");
    expect(text).not.toContain("Bob");
    const user = await userOf("alice@example.com");
    expect(user.password).toMatch(/^\$argon2/);
    expect(text).not.toContain(user.password!);
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain("oidc-subject-of-alice");
    expect(text).not.toContain("provider-id-token-secret");
    const tokens = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, aliceId));
    for (const token of tokens) expect(text).not.toContain(token.tokenHash);
    expect(text).not.toContain("commission-token-hash");
    const sids = await t.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(sql`sess->>'userId' = ${aliceId}`);
    expect(sids.length).toBeGreaterThan(0);
    for (const { sid } of sids) expect(text).not.toContain(sid);
    // No field of a secret either: a "password" key, token hashes, the payment provider's ids, id tokens.
    expect(text).not.toMatch(/"password":|tokenHash|stripePaymentIntentId|idToken|"sid"/);
  });

  it("asks for a sign-in within the last 10 minutes before deleting, and takes the password again", async () => {
    await ageSignIn(aliceId, 11);
    const refused = await alice.post("/api/user/delete-account").expect(403);
    expect(refused.body).toMatchObject({ message: SIGN_IN_AGAIN_MESSAGE });
    await alice.post("/api/user/confirm-password").send({ password: "not-her-password" }).expect(401);
    await alice.post("/api/user/delete-account").expect(403);
    expect(await userOf("alice@example.com")).toBeDefined();
    await alice.post("/api/user/confirm-password").send({ password: PASSWORD }).expect(200);
  });

  it("deletes the account: sessions end, orders stay anonymised for the books, sign-in is refused, the log is written", async () => {
    const elsewhere = request.agent(t.app);
    await elsewhere.post("/api/login-local").send({ email: "alice@example.com", password: PASSWORD }).expect(200);
    await elsewhere.get("/api/auth/user").expect(200);

    // Both her orders are closed (delivered): nothing holds the deletion back (decision 078 tells the other case).
    await t.db
      .update(orders)
      .set({ paymentStatus: "paid", status: "delivered" })
      .where(sql`${orders.id} in (${signedInOrder}, ${guestOrder})`);
    const res = await alice.post("/api/user/delete-account").expect(200);
    expect(res.body).toEqual({
      status: "deleted",
      message: ACCOUNT_DELETED_MESSAGE,
      ordersKept: 2,
      commissionsKept: 1,
    });

    // Every session ended, this one and the other.
    await alice.get("/api/auth/user").expect(401);
    await elsewhere.get("/api/auth/user").expect(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`sess->>'userId' = ${aliceId}`),
    ).toEqual([]);
    // The account, its addresses and emailed links are gone; signing in is refused.
    expect(await userOf("alice@example.com")).toBeUndefined();
    expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.userId, aliceId))).toEqual([]);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, aliceId))).toEqual([]);
    await request(t.app).post("/api/login-local").send({ email: "alice@example.com", password: PASSWORD }).expect(401);

    // Her orders stay for the books, with "deleted customer" in place of her.
    const theirs = await t.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in (${signedInOrder}, ${guestOrder})`);
    expect(theirs).toHaveLength(2);
    for (const order of theirs) {
      expect(order).toMatchObject({
        userId: null,
        customerName: DELETED_CUSTOMER,
        customerEmail: DELETED_CUSTOMER_EMAIL,
        customerPhone: null,
        shippingAddress: DELETED_CUSTOMER,
        total: "40.00",
      });
    }
    const [bobs] = await t.db.select().from(orders).where(eq(orders.id, bobOrder));
    expect(bobs).toMatchObject({
      customerName: "Bob Builder",
      customerEmail: "bob@example.com",
      customerPhone: "555-0142",
    });
    const [use] = await t.db.select().from(discountUses).where(eq(discountUses.orderId, guestOrder));
    expect(use.email).toBe(DELETED_CUSTOMER_EMAIL);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.orderId, signedInOrder));
    expect(review).toMatchObject({ authorName: DELETED_REVIEW_AUTHOR, title: "Lovely board" });

    // Messages go; the commission with a paid part stays, anonymised; the unpaid one goes.
    const left = await t.db
      .select()
      .from(contactInquiries)
      .where(sql`lower(${contactInquiries.email}) like 'alice%'`);
    expect(left).toEqual([]);
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, general.id))).toEqual([]);
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, unpaid.id))).toEqual([]);
    expect(await t.db.select().from(commissions).where(eq(commissions.inquiryId, unpaid.id))).toEqual([]);
    expect(await t.storage.get("attachments/alice-sketch.png")).toBeNull();
    const [keptRow] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, kept.id));
    expect(keptRow).toMatchObject({
      name: DELETED_CUSTOMER,
      email: DELETED_CUSTOMER_EMAIL,
      phone: null,
      message: DELETED_CUSTOMER,
    });
    const [keptCommission] = await t.db.select().from(commissions).where(eq(commissions.inquiryId, kept.id));
    expect(keptCommission.deliveryAddress).toBe(DELETED_CUSTOMER);
    expect(await t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, kept.id))).toHaveLength(
      1,
    );
    // Her sign-ups are gone, Bob's stay.
    expect((await t.db.select().from(subscriptions)).map((s) => s.email)).toEqual(["bob@example.com"]);

    // The owner's log: a deletion by the customer, named by her former id, never her email.
    const entries = await logEntries();
    const deletion = entries.find((e) => e.action === "delete" && e.subjectRef === aliceId);
    expect(deletion).toMatchObject({ actor: "customer", adminEmail: null });
    expect(deletion?.detail).toBe("2 orders and 1 paid custom order kept for the books, anonymised");
    expect(entries.filter((e) => e.action === "export" && e.subjectRef === aliceId).length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(entries)).not.toContain("alice");

    // The last email.
    const last = (await t.outbox()).filter((m) => m.includes("To: alice@example.com")).at(-1)!;
    expect(last).toContain("Subject: Your Grain & Groove account has been deleted");
    expect(last).toContain("We keep 2 orders and 1 paid custom order for our accounting records");

    // Mail about a kept order goes to nobody: the .invalid address is dropped before the queue.
    await admin.patch(`/api/admin/orders/${guestOrder}/status`).send({ status: "shipped" }).expect(200);
    expect((await t.outbox()).filter((m) => m.includes(`To: ${DELETED_CUSTOMER_EMAIL}`))).toEqual([]);

    // The owner sees the orders as "deleted customer".
    const listed = bodyOf<{ id: number; customerName: string }[]>(await admin.get("/api/admin/orders").expect(200));
    expect(listed.find((o) => o.id === guestOrder)?.customerName).toBe(DELETED_CUSTOMER);
  });

  it("refuses the customer's calls signed out", async () => {
    await request(t.app).get("/api/user/data-export").expect(401);
    await request(t.app).post("/api/user/delete-account").expect(401);
    await request(t.app).post("/api/user/confirm-password").send({ password: "x" }).expect(401);
  });
});

describe("privacy: the owner's actions for a customer (issue 28)", () => {
  it("answer 401 signed out and 403 for a customer", async () => {
    const customer = await t.asCustomer("curious@example.com", "curious-password-1");
    const id = (await userOf("curious@example.com")).id;
    for (const agent of [request(t.app), customer]) {
      const status = agent === customer ? 403 : 401;
      await agent.get(`/api/admin/customers/${id}/data-export`).expect(status);
      await agent.post(`/api/admin/customers/${id}/delete`).expect(status);
      await agent.get("/api/admin/privacy-log").expect(status);
    }
    expect(await userOf("curious@example.com")).toBeDefined();
  });

  it("downloads a guest's data and deletes it for a request by email, each logged with the admin", async () => {
    const order = await buy(request.agent(t.app), "gina@example.com", "Gina Guest", "555-0177");
    await message("gina@example.com", "general", "Please delete my data");
    const id = (await userOf("gina@example.com")).id;

    const res = await admin.get(`/api/admin/customers/${id}/data-export`).expect(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    const data = JSON.parse(res.text) as PrivacyExport;
    expect(data.account.email).toBe("gina@example.com");
    expect(data.orders.map((o) => o.number)).toEqual([order]);
    expect(data.messages.map((m) => m.message)).toEqual(["Please delete my data"]);

    // Her order was cancelled unpaid: closed, so the deletion is done at once (decision 078).
    await admin.patch(`/api/admin/orders/${order}/cancel`).expect(200);
    const deleted = await admin.post(`/api/admin/customers/${id}/delete`).expect(200);
    expect(deleted.body).toMatchObject({ status: "deleted", ordersKept: 1, commissionsKept: 0 });
    expect(await userOf("gina@example.com")).toBeUndefined();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order));
    expect(row.customerName).toBe(DELETED_CUSTOMER);

    const entries = (await logEntries()).filter((e) => e.subjectRef === id);
    expect(entries.map((e) => [e.action, e.actor, e.adminEmail])).toEqual([
      ["delete", "owner", "owner@example.com"],
      ["export", "owner", "owner@example.com"],
    ]);
    await admin.post(`/api/admin/customers/${id}/delete`).expect(404);
  });

  it("never deletes an admin's account", async () => {
    const owner = await userOf("owner@example.com");
    const res = await admin.post(`/api/admin/customers/${owner.id}/delete`).expect(409);
    expect(bodyOf<{ message: string }>(res).message).toBe(ADMIN_NOT_DELETABLE_MESSAGE);
    await admin.post("/api/user/delete-account").expect(409);
    expect(await userOf("owner@example.com")).toBeDefined();
  });

  it("keeps an unsubscribed address's record with the rest of it: deleting forgets it", async () => {
    const customer = await t.register({ email: "una@example.com", password: "una-password-1" });
    await t.db.insert(emailSuppressions).values({ email: "una@example.com" });
    await customer.post("/api/user/delete-account").expect(200);
    expect(await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, "una@example.com"))).toEqual(
      [],
    );
  });
});

describe("privacy: the retention of messages (issue 28)", () => {
  it("deletes general inquiries and custom requests that never became commissions once past the owner's period, with their files", async () => {
    // The clock of the job: now, so the messages the other tests left are a few minutes old.
    const now = new Date();
    const at = (months: number) => monthsBefore(now, months);
    const insert = async (
      type: "general" | "custom_order" | "newsletter",
      months: number,
      attachments = [] as string[],
    ) => {
      const [row] = await t.db
        .insert(contactInquiries)
        .values({
          name: "Retained",
          email: `retained-${type}-${months}@example.com`,
          message: `${type} ${months}`,
          inquiryType: type,
          createdAt: new Date(at(months).getTime() - 60_000),
          attachments: attachments.map((url) => ({ name: "photo.png", url, uploadedAt: now.toISOString() })),
        })
        .returning();
      return row.id;
    };
    const url = await t.storage.put("attachments/retention-old.png", Buffer.from("png"), "image/png");
    const oldGeneral = await insert("general", 24);
    const oldRequest = await insert("custom_order", 25, [url]);
    const oldCommission = await insert("custom_order", 30);
    await commissionOf(oldCommission, false);
    const oldNewsletter = await insert("newsletter", 30);
    const recentGeneral = await insert("general", 23);
    const recentRequest = await insert("custom_order", 6);

    const job = messageRetention({
      inquiries: inquiriesRepo(t.db),
      content: contentRepo(t.db),
      hasCommission,
      storage: t.storage,
      logger: createLogger("silent"),
    });
    const ids = async () =>
      new Set((await t.db.select({ id: contactInquiries.id }).from(contactInquiries)).map((r) => r.id));

    expect(await job(now)).toBe(2);
    let left = await ids();
    expect(left.has(oldGeneral)).toBe(false);
    expect(left.has(oldRequest)).toBe(false);
    expect(await t.storage.get("attachments/retention-old.png")).toBeNull();
    for (const id of [oldCommission, oldNewsletter, recentGeneral, recentRequest]) expect(left.has(id)).toBe(true);

    // The owner shortens the period in the Site Content tab: the next run follows it.
    const saved = await admin.patch("/api/admin/site-content").send({ retentionMonths: 3 }).expect(200);
    expect(bodyOf<{ retentionMonths: number }>(saved).retentionMonths).toBe(3);
    expect((await request(t.app).get("/api/site-content").expect(200)).body).not.toHaveProperty("retentionMonths");
    await admin.patch("/api/admin/site-content").send({ retentionMonths: 0 }).expect(400);
    expect(await job(now)).toBe(2);
    left = await ids();
    expect(left.has(recentGeneral)).toBe(false);
    expect(left.has(recentRequest)).toBe(false);
    expect(left.has(oldCommission)).toBe(true);
    await admin.patch("/api/admin/site-content").send({ retentionMonths: 24 }).expect(200);
  });

  it("counts months on the calendar", () => {
    expect(monthsBefore(new Date("2027-03-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2027-03-15T10:00:00Z"), 24).toISOString()).toBe("2025-03-15T10:00:00.000Z");
  });
});

describe("privacy: the sample privacy policy (issue 28)", () => {
  it("describes the download, the deletion, what the books keep and for how long, and the retention of messages", async () => {
    const { privacyPolicy } = bodyOf<{ privacyPolicy: string }>(
      await request(t.app).get("/api/site-content").expect(200),
    );
    expect(privacyPolicy).toBe(POLICY_SAMPLES.privacyPolicy);
    for (const words of [
      '"Download my data"',
      '"Delete my account"',
      "sign in again if you last did more than 10 minutes ago",
      'replaced by "deleted customer"',
      '"A verified buyer"',
      "deleted automatically 24 months after you sent them",
      "one last email",
      "a log that names no one",
    ])
      expect(privacyPolicy).toContain(words);
  });
});
