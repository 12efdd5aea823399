import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsRepo } from "../accounts/sessions.repo";
import { sessions, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { TOUCH_STEP_MS } from "./session-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR_MS = 3600_000;

async function sessionOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${user.id}`);
  return row;
}

/** Sets the stored expiry of the session to `at`, as if it had been written then. */
const storeExpiry = (sid: string, at: number) =>
  t.db
    .update(sessions)
    .set({ expire: new Date(at) })
    .where(eq(sessions.sid, sid));

describe("decision 031: a session's rolling expiry is written once it has moved on by a minute", () => {
  it("an admin's reads leave the session row alone while its expiry would move on by less", async () => {
    const admin = await t.asAdmin("reader@example.com", "owner-password-31");
    const { sid, expire: signedIn } = await sessionOf("reader@example.com");
    expect(signedIn.getTime()).toBeGreaterThan(Date.now() + 2 * HOUR_MS - TOUCH_STEP_MS);

    // Half a minute behind the 2 hours an admin's request gives: not rewritten.
    const lagging = Date.now() + 2 * HOUR_MS - TOUCH_STEP_MS / 2;
    await storeExpiry(sid, lagging);
    for (const path of ["/api/admin/orders", "/api/admin/customers", "/api/admin/counts"]) {
      const res = await admin.get(path).expect(200);
      // The browser's cookie still rolls on with every answer.
      expect(res.headers["set-cookie"]).toEqual(expect.arrayContaining([expect.stringMatching(/^sid=/)]));
    }
    expect((await sessionOf("reader@example.com")).expire.getTime()).toBe(lagging);
  });

  it("writes the expiry once it has moved on by a minute, and always when it comes sooner", async () => {
    const admin = await t.asAdmin("mover@example.com", "owner-password-31");
    const { sid } = await sessionOf("mover@example.com");

    await storeExpiry(sid, Date.now() + 2 * HOUR_MS - TOUCH_STEP_MS - 1000);
    const before = Date.now();
    await admin.get("/api/admin/orders").expect(200);
    const moved = (await sessionOf("mover@example.com")).expire.getTime();
    expect(moved).toBeGreaterThanOrEqual(before + 2 * HOUR_MS);
    expect(moved).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS);

    // A row that would outlive the admin's idle timeout (written under a longer one) is brought back.
    await storeExpiry(sid, Date.now() + 10 * HOUR_MS);
    await admin.get("/api/admin/orders").expect(200);
    expect((await sessionOf("mover@example.com")).expire.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR_MS);
  });

  it("the store's touch: a later expiry by less than the step is not written, a minute on or any earlier one is", async () => {
    const rows = sessionsRepo(t.db);
    const at = Date.now() + HOUR_MS;
    await rows.save("touch-step", { cookie: { originalMaxAge: HOUR_MS } }, new Date(at));
    const stored = async () => (await t.db.select().from(sessions).where(eq(sessions.sid, "touch-step")))[0].expire;

    await rows.touch("touch-step", new Date(at + TOUCH_STEP_MS - 1), TOUCH_STEP_MS);
    expect((await stored()).getTime()).toBe(at);
    await rows.touch("touch-step", new Date(at + TOUCH_STEP_MS), TOUCH_STEP_MS);
    expect((await stored()).getTime()).toBe(at + TOUCH_STEP_MS);
    await rows.touch("touch-step", new Date(at - 1), TOUCH_STEP_MS);
    expect((await stored()).getTime()).toBe(at - 1);
    // Without a step, every touch writes.
    await rows.touch("touch-step", new Date(at), 0);
    expect((await stored()).getTime()).toBe(at);
  });
});
