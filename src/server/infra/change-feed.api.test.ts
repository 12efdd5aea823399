import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { startTcpProxy } from "../test/tcp-proxy";
import { openChangeFeed, type ChangeFeed, type ChangeTopic } from "./change-feed";
import { createLogger } from "./logger";

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
  // A bound for a change that never comes, not a speed test.
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
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
    // A change the other instance makes comes here through the database after any echo of the first
    // (one channel, in commit order): once it has arrived, an echo would have been heard.
    await other.changes.notify("catalog");
    await until(() => here.heard.length > 1, "this instance");
    expect(here.heard).toEqual(["gallery", "catalog"]);
    expect(there.heard).toEqual(["gallery", "catalog"]);
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

  it.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, a LISTEN connection that goes silent without closing is noticed, replaced, and counts every topic as changed",
    async () => {
      const result: unknown = await t.db.execute(sql`select current_database() as name`);
      const { rows } = result as { rows: { name: string }[] };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0].name}`;
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const logged: string[] = [];
      const logger = createLogger("warn", { write: (line: string) => void logged.push(line) });
      // The other instance's feed reaches the database through a proxy that can freeze its connection.
      const other = await openChangeFeed(
        { db: t.db, listenSource: { driver: "pg", url: proxy.through(url.toString()) } },
        logger,
        { checkEveryMs: 200, answerWithinMs: 200 },
      );
      const { heard, stop } = record(other);
      try {
        expect(proxy.freeze("change feed")).toBe(1);
        // A change made meanwhile cannot reach it; the full refresh covers it.
        await t.changes.notify("catalog");
        await until(() => new Set(heard).size === 3, "the refresh after the silent connection was dropped");
        expect(logged.join("")).toContain("change feed connection silent");

        // Listening again, on a new connection: a change made through the first instance arrives.
        heard.length = 0;
        await until(() => {
          void t.changes.notify("site-content");
          return heard.includes("site-content");
        }, "a change after reconnecting");
      } finally {
        stop();
        await other.close();
        await proxy.close();
      }
    },
  );
});
