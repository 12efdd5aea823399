import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign } from "@shared/marketing";
import { mailQueue } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// A campaign's numbers (decision 061): two instances on one database never queue anyone twice, and
// 10,000 confirmed subscribers become recipients in one statement.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["asAdmin"]>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com" } });
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

/** `n` confirmed newsletter subscribers named <prefix><i>@example.com, made in one statement. */
const confirmedSubscribers = (prefix: string, n: number) =>
  t.db.execute(sql`
    insert into subscriptions (email, topic, confirmed_at)
    select ${prefix} || i || '@example.com', 'newsletter', now() from generate_series(1, ${n}) as i`);

const draft = async (subject: string) =>
  bodyOf<Campaign>(
    await admin.post("/api/admin/campaigns").send({ subject, body: "News from the workshop." }).expect(201),
  );

describe("campaigns at scale (decision 061)", () => {
  it("two instances sending one campaign at once queue each recipient exactly once", async () => {
    await confirmedSubscribers("pair", 120);
    const second = await t.secondInstance();
    const campaign = await draft("Two instances");
    const sent = bodyOf<Campaign>(
      await admin.post(`/api/admin/campaigns/${campaign.id}/send`).send({ ratePerMinute: 25 }).expect(200),
    );
    expect(sent.progress.recipients).toBe(120);
    let at = Date.now();
    let queued = 0;
    for (let turn = 0; turn < 10; turn++, at += 61_000) {
      // Both instances at the same moment, several times each, as their timers would.
      const counts = await Promise.all([
        t.campaigns.sendDue(new Date(at)),
        second.campaigns.sendDue(new Date(at)),
        t.campaigns.sendDue(new Date(at)),
        second.campaigns.sendDue(new Date(at)),
      ]);
      queued += counts.reduce((a, b) => a + b, 0);
      // One batch a minute, whoever takes it.
      expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(25);
    }
    expect(queued).toBe(120);
    const [row] = await t.db
      .select({
        mails: sql<number>`count(*)`.mapWith(Number),
        people: sql<number>`count(distinct ${mailQueue.recipient})`.mapWith(Number),
      })
      .from(mailQueue)
      .where(eq(mailQueue.ref, `campaign:${campaign.id}`));
    expect(row).toEqual({ mails: 120, people: 120 });
    const list = bodyOf<Campaign[]>(await admin.get("/api/admin/campaigns").expect(200));
    expect(list.find((c) => c.id === campaign.id)?.status).toBe("sent");
  });

  it("queues a campaign to 10,000 confirmed subscribers in one INSERT … SELECT", async () => {
    await confirmedSubscribers("many", 10_000);
    const campaign = await draft("Ten thousand");
    const started = performance.now();
    const res = await admin.post(`/api/admin/campaigns/${campaign.id}/send`).send({ ratePerMinute: 60 }).expect(200);
    const ms = performance.now() - started;
    console.log(
      `queued a campaign to ${bodyOf<Campaign>(res).progress.recipients} subscribers in ${Math.round(ms)} ms`,
    );
    expect(bodyOf<Campaign>(res).progress).toMatchObject({ recipients: 10_120, waiting: 10_120 });
    // The first batch takes only the owner's rate.
    expect(await t.campaigns.sendDue(new Date())).toBe(60);
  });
});
