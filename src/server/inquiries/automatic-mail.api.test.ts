import request from "supertest";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactAnswer } from "@shared/inquiries";
import { contactInquiries, mailQueue } from "../db/schema";
import { greeting } from "../mail/greeting";
import { mailQueueRepo } from "../mail/mail-queue.repo";
import { AUTOMATIC_MAIL_CAP } from "../mail/shop-mail";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Decision 046: the custom order form mails the address typed into it, so that mail repeats nothing
// the sender wrote but a harmless name, and one address gets only so many of them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com" } });
});
afterAll(() => t?.close());

const HOUR = 60 * 60_000;
const ACK = "We received your custom board request";

const requestBoard = (over: object = {}) =>
  request(t.app)
    .post("/api/contact")
    .send({
      inquiryType: "custom_order",
      name: "Carl Custom",
      email: "carl@example.com",
      message: "A walnut board",
      ...over,
    });
const mailsTo = async (to: string) => (await t.outbox()).filter((m) => new RegExp(`^To: ${to}$`, "m").test(m));
const acksTo = async (to: string) => (await mailsTo(to)).filter((m) => m.includes(`Subject: ${ACK}`));
const noticesAbout = async (name: string) =>
  (await mailsTo("shop@example.com")).filter((m) => m.includes(`Subject: New custom order request from ${name}`));
const inquiriesOf = (email: string) => t.db.select().from(contactInquiries).where(eq(contactInquiries.email, email));

/** `count` automatic mails to `to`, queued `hoursAgo` (each a number of hours before now). */
async function queuedBefore(to: string, hoursAgo: number[]) {
  const repo = mailQueueRepo(t.db);
  for (const hours of hoursAgo) {
    await repo.enqueue(
      { to, subject: ACK, text: "earlier", html: "<p>earlier</p>", kind: "automatic" },
      new Date(Date.now() - hours * HOUR),
    );
  }
}

describe("the custom order's acknowledgement repeats nothing the sender wrote", () => {
  it("greets a phishing URL typed as the name with 'Hello,' and repeats no link, message or request", async () => {
    const phishing = "https://evil.example/login";
    await requestBoard({
      name: phishing,
      email: "victim@example.com",
      message: "Your account is locked: verify at https://evil.example/verify",
      customOrderDetails: JSON.stringify({
        dimensions: "Call www.evil.example now",
        woodType: "Walnut",
        specialRequests: "Log in at evil.example/pay",
      }),
    }).expect(201);

    const [ack] = await acksTo("victim@example.com");
    expect(ack).toBeDefined();
    expect(ack).toContain("Hello,\n");
    for (const text of ["evil", "http", "www.", "verify", "locked", "Walnut", "Log in"])
      expect(ack).not.toContain(text);
    // Neither part holds a link: the HTML's only addresses would come from the sender.
    expect(ack).not.toMatch(/<a\s/i);
    // The owner still reads the whole request, with the sender to reply to.
    const [notice] = await noticesAbout(phishing);
    expect(notice).toContain("Log in at evil.example/pay");
    expect(notice).toContain("Reply-To: victim@example.com");
  });

  it("repeats a name only when it holds nothing a mail client could link", () => {
    for (const name of [
      "https://evil.example/login",
      "Visit evil.example today",
      "www.evil",
      "me@evil.example",
      "ftp://files",
      "Win at 10.0.0.1",
      "x".repeat(61),
    ]) {
      expect(greeting(name), name).toBe("Hello,");
    }
    for (const name of ["Carl Custom", "Ana María O'Neil", "J.R. Smith", "Dr. Who", "Zoë-Jane"]) {
      expect(greeting(name), name).toBe(`Hello ${name},`);
    }
  });
});

describe("the per-recipient cap on automatic mail", () => {
  it(`sends one address ${AUTOMATIC_MAIL_CAP.perHour} acknowledgements an hour; the next request is kept and answered as usual`, async () => {
    const email = "capped@example.com";
    const answers: string[] = [];
    for (let i = 1; i <= AUTOMATIC_MAIL_CAP.perHour + 1; i++) {
      const res = await requestBoard({ email, name: "Cap Tester" }).expect(201);
      answers.push(bodyOf<ContactAnswer>(res).message);
    }
    // Every request is kept, answered alike and announced to the shop…
    expect(new Set(answers)).toEqual(new Set(["Thank you for your custom order request. We'll be in touch soon."]));
    expect(await inquiriesOf(email)).toHaveLength(AUTOMATIC_MAIL_CAP.perHour + 1);
    expect(await noticesAbout("Cap Tester")).toHaveLength(AUTOMATIC_MAIL_CAP.perHour + 1);
    // …but the requester's inbox gets no more than the cap.
    expect(await acksTo(email)).toHaveLength(AUTOMATIC_MAIL_CAP.perHour);
    // The same address in another case is the same inbox.
    await requestBoard({ email: "CAPPED@Example.com", name: "Cap Tester" }).expect(201);
    expect(await acksTo(email)).toHaveLength(AUTOMATIC_MAIL_CAP.perHour);
  });

  it("counts the hour's mails for the hourly cap and the day's for the daily cap", async () => {
    // Three an hour ago or more: the hour is free again.
    await queuedBefore("earlier@example.com", [1.5, 2, 3]);
    const before = (await acksTo("earlier@example.com")).length;
    await requestBoard({ email: "earlier@example.com" }).expect(201);
    expect(await acksTo("earlier@example.com")).toHaveLength(before + 1);

    // The day's share spent, none of it within the hour: nothing more today.
    await queuedBefore(
      "daily@example.com",
      Array.from({ length: AUTOMATIC_MAIL_CAP.perDay }, (_, i) => 2 + i * 2),
    );
    await requestBoard({ email: "daily@example.com" }).expect(201);
    const queued = await t.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, "daily@example.com"), eq(mailQueue.kind, "automatic")));
    expect(queued).toHaveLength(AUTOMATIC_MAIL_CAP.perDay);
    expect(await inquiriesOf("daily@example.com")).toHaveLength(1);
  });
});
