import { asc } from "drizzle-orm";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import { checkoutPayload } from "../test/checkout.fixtures";
import { mailQueue as mailQueueTable } from "../db/schema";
import { smtpMailer } from "../infra/mail";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { mailQueueRepo } from "./mail-queue.repo";

// Mail over SMTP_URL (decision 034): a real SMTP server on 127.0.0.1 receives what the
// shop sends, and while no server answers, the mails wait in the queue and nothing fails.

const FROM = "Grain & Groove <orders@grain-and-groove.local>";
let open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.reverse()) await thing.close();
  open = [];
});

async function shopSendingTo(url: string, now?: () => Date): Promise<TestApp> {
  const t = await createTestApp({
    mailer: smtpMailer(url, FROM),
    env: { SHOP_EMAIL: "shop@example.com" },
    ...(now ? { mail: { now } } : {}),
  });
  open.push(t);
  return t;
}

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  open.push({ close: () => server.stop() });
  return server;
}

/** A manual-payment order of one new board by `email`: the confirmation and the owner's notice are mailed. */
async function placeOrder(t: TestApp, email: string): Promise<number> {
  const { board } = await t.adminWithBoard({ name: "Cherry Edge Grain", price: "95.00" });
  const payload = checkoutPayload({ amount: "95.00", items: [{ productId: board.id, quantity: 1 }] });
  payload.customerInfo.email = email;
  const res = await request(t.app).post("/api/create-payment-intent").send(payload).expect(201);
  return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
}

describe("SMTP_URL", () => {
  it("delivers an order's confirmation to the SMTP server with both its text and its HTML part", async () => {
    const smtp = await smtpServer();
    const t = await shopSendingTo(smtp.url);
    const orderId = await placeOrder(t, "pat@example.com");
    await t.settled();

    const confirmation = smtp.received.find((m) => m.to.includes("pat@example.com"));
    expect(confirmation).toBeDefined();
    expect(confirmation!.from).toBe("orders@grain-and-groove.local");
    expect(confirmation!.raw).toMatch(/^Subject: Your Grain & Groove order #\d+/m);
    expect(confirmation!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(confirmation!.text).toContain(`#${orderId}`);
    expect(confirmation!.text).toContain("Cherry Edge Grain");
    expect(confirmation!.html).toContain(`Thank you for your order #${orderId}`);
    expect(confirmation!.html).toMatch(/<td[^>]*>1 × Cherry Edge Grain/);
    // The owner's notice went out too, and the queue has nothing left to send.
    expect(smtp.received.some((m) => m.to.includes("shop@example.com"))).toBe(true);
    expect(await mailQueueRepo(t.db).pendingCount()).toBe(0);
  });

  it("with the SMTP server unreachable, an order, a registration and a contact message still succeed; their mails wait with the error and go out once it answers", async () => {
    // A port where nothing listens: connections are refused, as when the mail server is down.
    const { port } = await startSmtpServer().then(async (s) => (await s.stop(), s));
    let clock = new Date("2026-03-02T09:00:00Z").getTime();
    const t = await shopSendingTo(`smtp://127.0.0.1:${port}`, () => new Date(clock));

    await placeOrder(t, "down@example.com");
    await request(t.app)
      .post("/api/register")
      .send({ email: "newcomer@example.com", password: "long-enough-1" })
      .expect(202);
    await request(t.app)
      .post("/api/contact")
      .send({ inquiryType: "general", name: "Cal Contact", email: "cal@example.com", message: "Hello there" })
      .expect(201);
    await t.settled();

    const waiting = await t.db.select().from(mailQueueTable).orderBy(asc(mailQueueTable.id));
    expect(waiting.map((m) => m.recipient).sort()).toEqual(
      ["down@example.com", "newcomer@example.com", "shop@example.com", "shop@example.com"].sort(),
    );
    for (const mail of waiting) {
      expect(mail).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: new Date(clock + 30_000) });
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(await mailQueueRepo(t.db).pendingCount()).toBe(4);

    // The server is back, but nothing is due before the back-off has passed.
    const smtp = await smtpServer(port);
    await t.settled();
    expect(smtp.received).toHaveLength(0);
    clock += 30_000;
    await t.settled();

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(waiting.map((m) => m.recipient).sort());
    expect(smtp.received.every((m) => m.text && m.html)).toBe(true);
    const link = smtp.received.find((m) => m.to.includes("newcomer@example.com"))!.text;
    expect(link).toMatch(/verify-email\?token=[\w-]+/);
    const sent = await t.db.select().from(mailQueueTable);
    expect(sent.every((m) => m.attempts === 2 && m.sentAt?.getTime() === clock && m.lastError === null)).toBe(true);
    // A sent mail keeps no body: it may hold a one-time link.
    expect(sent.every((m) => m.text === "" && m.html === "")).toBe(true);
    expect(await mailQueueRepo(t.db).pendingCount()).toBe(0);
  });
});
