import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import type { ChangeFeed, ChangeTopic } from "./change-feed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every topic `feed` hears, in order. */
function record(feed: ChangeFeed, topics: ChangeTopic[] = ["catalog", "gallery", "site-content"]) {
  const heard: ChangeTopic[] = [];
  const unsubscribe = topics.map((topic) => feed.subscribe(topic, () => heard.push(topic)));
  return { heard, stop: () => unsubscribe.forEach((u) => u()) };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe("change notifications between instances", () => {
  it("the writing instance hears its own change at once and once; the other instance hears it through the database", async () => {
    const other = await t.secondInstance();
    const here = record(t.changes);
    const there = record(other.changes);

    await t.changes.notify("gallery");
    // At once: before notify() resolved, and not again when the database echoes it back.
    expect(here.heard).toEqual(["gallery"]);
    await until(() => there.heard.length > 0, "the other instance");
    await new Promise((r) => setTimeout(r, 100));
    expect(here.heard).toEqual(["gallery"]);
    expect(there.heard).toEqual(["gallery"]);
    here.stop();
    there.stop();
  });

  it("an unsubscribed listener hears nothing more", async () => {
    const { heard, stop } = record(t.changes, ["catalog"]);
    await t.changes.notify("catalog");
    stop();
    await t.changes.notify("catalog");
    expect(heard).toEqual(["catalog"]);
  });

  // PGlite runs in this process: its listener has no connection that could drop.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, a dropped LISTEN connection comes back and counts every topic as changed",
    async () => {
      const other = await t.secondInstance();
      const { heard, stop } = record(other.changes);
      // What a server restart or a failover does to the feed's connection.
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'grain-and-groove change feed' and datname = current_database() and pid <> pg_backend_pid()`);
      await until(() => heard.length >= 3, "the resync after reconnecting");
      expect(new Set(heard)).toEqual(new Set(["catalog", "gallery", "site-content"]));

      // Listening again: a change made through the first instance arrives.
      heard.length = 0;
      await until(() => {
        void t.changes.notify("site-content");
        return heard.includes("site-content");
      }, "a change after reconnecting");
      stop();
    },
  );
});
