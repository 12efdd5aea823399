import { readdir } from "node:fs/promises";
import path from "node:path";
import { asc } from "drizzle-orm";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { checkoutPayload } from "../test/checkout.fixtures";
import { mailQueue as mailQueueTable } from "../db/schema";
import type { MailMessage, Mailer } from "../infra/mail";
import { createLogger } from "../infra/logger";
import { createTestApp, type TestApp } from "../test/harness";
import { DEFAULT_RETRY, mailQueue, retryDelayMs, type MailQueueOptions } from "./mail-queue";
import { mailQueueRepo } from "./mail-queue.repo";

// The mail queue (decision 034): every email is a row until it is sent; failures wait with
// exponential back-off and are given up after a set number of attempts; instances never send a
// mail twice.

let open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.reverse()) await t.close();
  open = [];
});
async function testApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  open.push(t);
  return t;
}

const mail = (n: number): MailMessage => ({
  to: `reader-${n}@example.com`,
  subject: `Note ${n}`,
  text: `Note ${n}`,
  html: `<p>Note ${n}</p>`,
});
const down: Mailer = { send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")) };
const T0 = new Date("2026-05-04T08:00:00Z").getTime();

/** A queue of its own on `t`'s database, with a clock the test moves, and the rows it left. */
function queueOn(t: TestApp, options: Partial<MailQueueOptions>) {
  let clock = T0;
  const queue = mailQueue({
    repo: mailQueueRepo(t.db),
    transport: down,
    logger: createLogger("silent"),
    now: () => new Date(clock),
    ...options,
  });
  return {
    queue,
    at: (ms: number) => void (clock = T0 + ms),
    rows: () => t.db.select().from(mailQueueTable).orderBy(asc(mailQueueTable.id)),
  };
}

describe("the mail queue", () => {
  it("is the path of every email: a mail reaches the outbox folder without anyone draining the queue", async () => {
    const t = await testApp();
    await t.mail.send(mail(1));
    const queue = mailQueueRepo(t.db);
    for (let i = 0; i < 100 && (await queue.pendingCount()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await queue.pendingCount()).toBe(0);
    expect(await readdir(path.join(t.dataDir, "outbox"))).toHaveLength(1);
  });

  it("waits 30 s after a first failure, twice as long after each next one, at most an hour", () => {
    const waits = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(DEFAULT_RETRY.maxAttempts).toBe(30);
  });

  it("tries a failed mail again only once its back-off has passed", async () => {
    const t = await testApp();
    const retry = { firstDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 10 };
    const { queue, at, rows } = queueOn(t, { retry });
    await queue.send(mail(1));
    await queue.drain();
    expect(await rows()).toMatchObject([{ attempts: 1, nextAttemptAt: new Date(T0 + 1000) }]);

    const schedule: [number, number, number][] = [
      // [the clock, attempts after draining then, next attempt]
      [999, 1, 1000],
      [1000, 2, 3000],
      [2999, 2, 3000],
      [3000, 3, 7000],
      [7000, 4, 11_000],
      [11_000, 5, 15_000],
    ];
    for (const [now, attempts, next] of schedule) {
      at(now);
      await queue.drain();
      expect(await rows()).toMatchObject([{ attempts, nextAttemptAt: new Date(T0 + next), sentAt: null }]);
    }
    expect((await rows())[0].lastError).toBe("connect ECONNREFUSED 127.0.0.1:25");
  });

  it("gives a mail up after the last attempt, logs it, and prunes it a month later; sent mails go after a week", async () => {
    const t = await testApp();
    const lines: string[] = [];
    let attempts = 0;
    const { queue, at, rows } = queueOn(t, {
      retry: { firstDelayMs: 10, maxDelayMs: 10, maxAttempts: 3 },
      logger: createLogger("warn", { write: (line: string) => void lines.push(line) }),
      transport: { send: () => Promise.reject(new Error(`refused ${++attempts}`)) },
    });
    await queue.send(mail(1));
    for (const now of [0, 10, 20, 30, 40, 1000]) {
      at(now);
      await queue.drain();
    }
    expect(attempts).toBe(3);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, nextAttemptAt: null, sentAt: null, lastError: "refused 3" });
    expect(await mailQueueRepo(t.db).pendingCount()).toBe(0);
    const gaveUp = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 50);
    expect(gaveUp).toMatchObject({ msg: "mail given up after 3 attempts", mailId: row.id, subject: "Note 1" });

    const sink = queueOn(t, { transport: { send: () => Promise.resolve() } });
    await sink.queue.send(mail(2));
    await sink.queue.drain();
    sink.at(7 * 24 * 3600_000 - 1);
    expect(await sink.queue.prune()).toBe(0);
    sink.at(7 * 24 * 3600_000 + 1);
    expect(await sink.queue.prune()).toBe(1);
    expect((await rows()).map((r) => r.subject)).toEqual(["Note 1"]);
    sink.at(30 * 24 * 3600_000 + 1);
    expect(await sink.queue.prune()).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it("keeps a campaign's mails when it prunes, emptied, so the campaign's sent and failed counts stay true", async () => {
    const t = await testApp();
    const ref = "campaign:00000000-0000-4000-8000-000000000001";
    const failing = queueOn(t, { retry: { firstDelayMs: 10, maxDelayMs: 10, maxAttempts: 1 } });
    await failing.queue.send({ ...mail(1), ref });
    await failing.queue.drain();
    const sink = queueOn(t, { transport: { send: () => Promise.resolve() } });
    await sink.queue.send({ ...mail(2), ref });
    await sink.queue.send(mail(3));
    await sink.queue.drain();
    const repo = mailQueueRepo(t.db);
    expect(await repo.outcomes(ref)).toEqual({ sent: 1, failed: 1, waiting: 0 });

    sink.at(60 * 24 * 3600_000);
    expect(await sink.queue.prune()).toBe(1);
    expect(await repo.outcomes(ref)).toEqual({ sent: 1, failed: 1, waiting: 0 });
    expect((await sink.rows()).map((r) => ({ to: r.recipient, text: r.text, html: r.html }))).toEqual([
      { to: "reader-1@example.com", text: "", html: "" },
      { to: "reader-2@example.com", text: "", html: "" },
    ]);
  });

  it("stop() sends what is due, then leaves later mails in the database for another instance", async () => {
    const t = await testApp();
    const sent: MailMessage[] = [];
    const { queue, rows } = queueOn(t, { transport: { send: (m) => Promise.resolve(void sent.push(m)) } });
    await queue.send(mail(1));
    await queue.stop();
    await queue.send(mail(2));
    await queue.drain();
    expect(sent.map((m) => m.subject)).toEqual(["Note 1"]);
    expect((await rows()).map((r) => r.sentAt === null)).toEqual([false, true]);
  });

  it("stop() abandons a send that outlasts its grace: the mail is due again at once, its attempt given back (issue 24, finding 3)", async () => {
    const t = await testApp();
    let handed!: () => void;
    const inHand = new Promise<void>((resolve) => (handed = resolve));
    // A mail server that takes the mail and never answers.
    const hung: Mailer = {
      send: () => {
        handed();
        return new Promise(() => {});
      },
    };
    const { queue, rows, at } = queueOn(t, { transport: hung });
    await queue.send(mail(1));
    await inHand;
    at(2_000);
    await queue.stop(50);

    const [row] = await rows();
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(0);
    // Due now, not when the 5-minute lease would have ended: another instance sends it at once.
    expect(row.nextAttemptAt?.getTime()).toBe(T0 + 2_000);
    const other = queueOn(t, { transport: { send: () => Promise.resolve() } });
    other.at(2_000);
    await other.queue.drain();
    expect((await rows())[0].sentAt).not.toBeNull();
  });
});

describe("two instances on one database", () => {
  it("claim mails without sending any twice, each worker taking its share", async () => {
    const t = await testApp();
    const other = await t.secondInstance();
    const sentBy = { one: [] as string[], two: [] as string[] };
    const worker = (db: TestApp["db"], into: string[]) =>
      mailQueue({
        repo: mailQueueRepo(db),
        logger: createLogger("silent"),
        // A few milliseconds a message, so the two workers run side by side.
        transport: { send: (m) => new Promise((r) => setTimeout(() => r(void into.push(m.to)), 3)) },
      });
    const one = worker(t.db, sentBy.one);
    const two = worker(other.db, sentBy.two);
    for (let n = 0; n < 40; n++) await mailQueueRepo(n % 2 ? other.db : t.db).enqueue(mail(n), new Date());
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);

    const all = [...sentBy.one, ...sentBy.two];
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    expect(sentBy.one.length).toBeGreaterThan(0);
    expect(sentBy.two.length).toBeGreaterThan(0);
    // Each row was claimed once: one attempt, sent.
    const rows = await t.db.select().from(mailQueueTable);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null)).toBe(true);
  });

  it("orders placed on both instances mail each customer once", async () => {
    const sent: MailMessage[] = [];
    const t = await testApp({
      mailer: { send: (m) => new Promise((r) => setTimeout(() => r(void sent.push(m)), 2)) },
      env: { SHOP_EMAIL: "shop@example.com" },
    });
    const other = await t.secondInstance();
    const { board } = await t.adminWithBoard({ name: "Ash Round", price: "40.00", stock: 20 });
    const order = (app: TestApp["app"], n: number) =>
      request(app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "40.00",
            customerInfo: {
              name: "Ola Two",
              email: `buyer-${n}@example.com`,
              phone: "",
              address: "1 Oak Rd\nPortland, OR 97201",
            },
            items: [{ productId: board.id, quantity: 1 }],
          }),
        )
        .expect(201);
    await Promise.all(Array.from({ length: 10 }, (_, n) => order(n % 2 ? other.app : t.app, n)));
    await t.settled();

    const confirmations = sent.filter((m) => m.to.startsWith("buyer-")).map((m) => m.to);
    expect(confirmations.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `buyer-${n}@example.com`).sort());
    expect(sent.filter((m) => m.to === "shop@example.com")).toHaveLength(10);
    const rows = await t.db.select().from(mailQueueTable);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null)).toBe(true);
  });
});
