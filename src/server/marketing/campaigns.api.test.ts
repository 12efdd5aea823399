import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign, CampaignAudience, CampaignPreview } from "@shared/marketing";
import type { Product } from "@shared/product";
import { mailQueue } from "../db/schema";
import { smtpMailer } from "../infra/mail";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { productPayload } from "../db/factories";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { header, linkToken } from "./test-mail";
import { consentTokens } from "./consent-tokens";

// The newsletter's campaigns (decision 061), sent over SMTP to a real server on 127.0.0.1.

let t: TestApp;
let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<TestApp["asAdmin"]>>;
let boards: Product[];
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mailer: smtpMailer(smtp.url, "Grain & Groove <orders@grain-and-groove.local>"),
    env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: "https://shop.example" },
  });
  admin = await t.asAdmin();
  boards = [];
  for (const name of ["Walnut Campaign Board", "Maple Campaign Board"])
    boards.push(bodyOf<Product>(await admin.post("/api/products").send(productPayload({ name })).expect(201)));
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** A confirmed newsletter subscriber, signed up through POST /api/contact and its emailed link. */
async function subscriber(email: string, confirm = true) {
  await request(t.app).post("/api/contact").send({ inquiryType: "newsletter", name: "Sub", email }).expect(201);
  await t.settled();
  if (!confirm) return;
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
  const token = linkToken(mail.text!, "/subscriptions/confirm?token=");
  await request(t.app).post("/api/subscriptions/confirm").send({ token }).expect(200);
}

const received = (email: string, subject: string) =>
  smtp.received.filter((m) => m.to.includes(email) && header(m.raw, "Subject") === subject);
const write = (subject: string) =>
  admin
    .post("/api/admin/campaigns")
    .send({
      subject,
      body: "# Autumn boards\n\nFresh from the **workshop**. <script>alert(1)</script>\n\n[Read more](javascript:alert(1))",
      productIds: boards.map((b) => b.id),
    })
    .expect(201)
    .then((res) => bodyOf<Campaign>(res));
const campaign = async (id: string) =>
  bodyOf<Campaign[]>(await admin.get("/api/admin/campaigns").expect(200)).find((c) => c.id === id)!;
const MINUTE = 60_000;
/** The token of an address's unsubscribe link, signed with the harness's secret. */
const unsubscribeToken = (email: string) =>
  consentTokens("test-secret-that-is-long-enough-for-tests").sign("unsubscribe", email);

describe("campaigns (decision 061)", () => {
  it("every new call is the owner's: 401 signed out, 403 for a customer", async () => {
    const draft = await write("Access");
    const customer = await t.asCustomer();
    const calls: [string, string, object?][] = [
      ["get", "/api/admin/campaigns"],
      ["get", "/api/admin/campaigns/audience"],
      ["post", "/api/admin/campaigns", { subject: "x", body: "y" }],
      ["patch", `/api/admin/campaigns/${draft.id}`, { subject: "x", body: "y" }],
      ["delete", `/api/admin/campaigns/${draft.id}`],
      ["get", `/api/admin/campaigns/${draft.id}/preview`],
      ["post", `/api/admin/campaigns/${draft.id}/test`],
      ["post", `/api/admin/campaigns/${draft.id}/send`, { ratePerMinute: 10 }],
      ["post", `/api/admin/campaigns/${draft.id}/pause`],
      ["post", `/api/admin/campaigns/${draft.id}/resume`, { ratePerMinute: 10 }],
    ];
    for (const [method, path, body] of calls) {
      const anon = request(t.app)[method as "post"](path);
      await (body ? anon.send(body) : anon).expect(401);
      const asCustomer = customer[method as "post"](path);
      await (body ? asCustomer.send(body) : asCustomer).expect(403);
    }
    expect((await campaign(draft.id)).status).toBe("draft");
  });

  it("previews the email: Markdown rendered safely, the boards as cards with photo, price and link", async () => {
    const draft = await write("Preview");
    const preview = bodyOf<CampaignPreview>(await admin.get(`/api/admin/campaigns/${draft.id}/preview`).expect(200));
    expect(preview.html).toContain("<strong>workshop</strong>");
    expect(preview.html).not.toContain("<script");
    expect(preview.html).not.toContain("javascript:");
    for (const board of boards) {
      expect(preview.html).toContain(`https://shop.example/products/${board.slug}`);
      expect(preview.html).toContain(`https://shop.example${board.imageUrl}`);
      expect(preview.html).toContain(`$${board.price}`);
    }
    expect(preview.text).toContain("Unsubscribe".toLowerCase());
  });

  it("'Send me a test' goes to the signed-in owner only, with the unsubscribe headers", async () => {
    const draft = await write("Test send");
    await admin.post(`/api/admin/campaigns/${draft.id}/test`).expect(200);
    await t.settled();
    const [mail] = received("owner@example.com", "[Test] Test send");
    expect(mail).toBeDefined();
    expect(header(mail.raw, "List-Unsubscribe")).toMatch(/^<https:\/\/shop\.example\/unsubscribe\/[\w.~-]+>$/);
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect((await campaign(draft.id)).status).toBe("draft");
  });

  it("sends in batches at the owner's rate, pauses and resumes, to confirmed subscribers only, once each", async () => {
    const confirmed = ["c1@example.com", "c2@example.com", "c3@example.com", "c4@example.com", "c5@example.com"];
    for (const email of confirmed) await subscriber(email);
    await subscriber("pending@example.com", false);
    await subscriber("gone@example.com");
    await request(t.app)
      .post("/api/subscriptions/unsubscribe")
      .send({ token: unsubscribeToken("gone@example.com") })
      .expect(200);
    const audience = bodyOf<CampaignAudience>(await admin.get("/api/admin/campaigns/audience").expect(200));
    expect(audience).toEqual({ confirmed: 5, unconfirmed: 1, unsubscribed: 1 });

    const draft = await write("Autumn at the workshop");
    const sending = bodyOf<Campaign>(
      await admin.post(`/api/admin/campaigns/${draft.id}/send`).send({ ratePerMinute: 2 }).expect(200),
    );
    expect(sending.status).toBe("sending");
    const total = sending.progress.recipients;
    expect(total).toBe(audience.confirmed);
    await admin.post(`/api/admin/campaigns/${draft.id}/send`).send({ ratePerMinute: 2 }).expect(409);

    let at = Date.now();
    expect(await t.campaigns.sendDue(new Date(at))).toBe(2);
    // Not a minute later: the next batch waits.
    expect(await t.campaigns.sendDue(new Date(at + 1000))).toBe(0);
    at += MINUTE + 1;
    expect(await t.campaigns.sendDue(new Date(at))).toBe(2);
    await t.settled();
    let progress = (await campaign(draft.id)).progress;
    expect(progress).toMatchObject({ recipients: total, waiting: total - 4, sent: 4, failed: 0 });

    await admin.post(`/api/admin/campaigns/${draft.id}/pause`).expect(200);
    at += MINUTE + 1;
    expect(await t.campaigns.sendDue(new Date(at))).toBe(0);
    expect((await campaign(draft.id)).status).toBe("paused");
    const resumed = bodyOf<Campaign>(
      await admin.post(`/api/admin/campaigns/${draft.id}/resume`).send({ ratePerMinute: 100 }).expect(200),
    );
    expect(resumed.status).toBe("sending");
    expect(await t.campaigns.sendDue(new Date(Date.now()))).toBe(total - 4);
    await t.settled();
    const done = await campaign(draft.id);
    expect(done.status).toBe("sent");
    progress = done.progress;
    expect(progress).toMatchObject({ recipients: total, waiting: 0, queued: 0, sent: total, failed: 0 });

    for (const email of confirmed) {
      const [mail, ...twice] = received(email, "Autumn at the workshop");
      expect(twice).toHaveLength(0);
      expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain("https://shop.example/unsubscribe/");
      expect(mail.html).toContain("Unsubscribe</a>");
    }
    expect(received("pending@example.com", "Autumn at the workshop")).toHaveLength(0);
    expect(received("gone@example.com", "Autumn at the workshop")).toHaveLength(0);
  });

  it("an address that unsubscribes in one click gets no further campaign, and is counted as unsubscribed", async () => {
    await subscriber("leaving@example.com");
    await subscriber("staying@example.com");
    const first = await write("First letter");
    await admin.post(`/api/admin/campaigns/${first.id}/send`).send({ ratePerMinute: 1000 }).expect(200);
    await t.campaigns.sendDue(new Date());
    await t.settled();
    const [mail] = received("leaving@example.com", "First letter");
    const url = /^<(.*)>$/.exec(header(mail.raw, "List-Unsubscribe")!)![1];
    await request(t.app).post(new URL(url).pathname).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect((await campaign(first.id)).progress.unsubscribed).toBe(1);

    const second = await write("Second letter");
    await admin.post(`/api/admin/campaigns/${second.id}/send`).send({ ratePerMinute: 1000 }).expect(200);
    await t.campaigns.sendDue(new Date());
    await t.settled();
    expect(received("leaving@example.com", "Second letter")).toHaveLength(0);
    expect(received("staying@example.com", "Second letter")).toHaveLength(1);
  });

  it("skips a recipient who unsubscribed after the campaign was queued but before their batch", async () => {
    await subscriber("late@example.com");
    const letter = await write("Third letter");
    const queued = bodyOf<Campaign>(
      await admin.post(`/api/admin/campaigns/${letter.id}/send`).send({ ratePerMinute: 1000 }).expect(200),
    );
    await request(t.app)
      .post("/api/subscriptions/unsubscribe")
      .send({ token: unsubscribeToken("late@example.com") })
      .expect(200);
    await t.campaigns.sendDue(new Date());
    await t.settled();
    expect(received("late@example.com", "Third letter")).toHaveLength(0);
    const done = await campaign(letter.id);
    expect(done.status).toBe("sent");
    expect(done.progress).toMatchObject({
      recipients: queued.progress.recipients,
      sent: queued.progress.recipients - 1,
    });
    expect(done.progress.unsubscribed).toBeGreaterThanOrEqual(1);
    const mails = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailQueue)
      .where(eq(mailQueue.ref, `campaign:${letter.id}`));
    expect(mails[0].n).toBe(queued.progress.recipients - 1);
  });

  it("only a draft is edited, sent or deleted; only a sending campaign is paused", async () => {
    const draft = await write("Rules");
    await admin.post(`/api/admin/campaigns/${draft.id}/pause`).expect(409);
    await admin.post(`/api/admin/campaigns/${draft.id}/resume`).send({}).expect(409);
    await admin.post(`/api/admin/campaigns/${draft.id}/send`).send({ ratePerMinute: 0 }).expect(400);
    await admin.delete(`/api/admin/campaigns/${draft.id}`).expect(204);
    await admin.get(`/api/admin/campaigns/${draft.id}/preview`).expect(404);
  });
});
