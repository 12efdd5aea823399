// The shop the admin benches measure (decision 026): 10,000 orders, 10,000 custom orders, 10,000
// general inquiries (and 2,000 newsletter subscriptions), 5,000 customers, in a fresh database:
// PGlite in a temporary folder, and PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a server (the bench creates its own database there and drops it). The app runs in this
// process on 127.0.0.1, and the admin is signed in through HTTP.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createApp } from "../src/server/app";
import { ensureAdmin } from "../src/server/accounts/accounts.service";
import { accountsRepo } from "../src/server/accounts/accounts.repo";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { contactInquiries, orders, users } from "../src/server/db/schema";
import { seed } from "../src/server/db/seed";
import { background } from "../src/server/infra/background";
import { openChangeFeed } from "../src/server/infra/change-feed";
import { createLogger } from "../src/server/infra/logger";
import { outboxMailer } from "../src/server/infra/mail";
import { manualPayments } from "../src/server/infra/payments";
import { localDiskStorage } from "../src/server/infra/storage";
import { settingsRepo } from "../src/server/settings/settings.repo";
import { settingsCipher } from "../src/server/settings/settings-crypto";
import { openLiveSettings } from "../src/server/settings/shop-settings";
import { createDatabase } from "../src/server/test/server-databases";
import { CUSTOM_ORDER_STATUSES } from "../src/shared/inquiries";

export { machine, percentile } from "./stats";

export const SIZES = { orders: 10_000, customOrders: 10_000, inquiries: 10_000, newsletter: 2_000, customers: 5_000 };
const BATCH = 500;
const ADMIN = { email: "owner@example.com", password: "owner-password-1" };

const FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Frances", "Linus"];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Hamilton",
  "Thompson",
  "Allen",
  "Torvalds",
];
const DAY_MS = 86_400_000;
const START = Date.UTC(2023, 0, 1);

/** A deterministic spread of people, dates and states, so every run measures the same rows. */
const person = (i: number) => {
  const first = FIRST[i % FIRST.length];
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
  return { first, last, name: `${first} ${last}`, email: `${first}.${last}${i}@example.com`.toLowerCase() };
};
const dayOf = (i: number, n: number) => new Date(START + Math.floor((i / n) * 1_000 * DAY_MS) + (i % 86_400) * 1000);

async function inBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(make(i));
    await insert(rows);
  }
}

async function seedShop(database: Database): Promise<number> {
  const { db } = database;
  const began = performance.now();
  await inBatches(
    SIZES.customers,
    (i) => {
      const p = person(i);
      return {
        email: p.email,
        firstName: p.first,
        lastName: p.last,
        // Two in five registered.
        password: i % 5 < 2 ? "bench-not-a-hash" : null,
        createdAt: dayOf(i, SIZES.customers),
      };
    },
    (rows) => db.insert(users).values(rows),
  );
  const statuses = ["ordered", "shipped", "delivered"] as const;
  const payments = ["paid", "paid", "paid", "manual", "awaiting_payment", "cancelled"] as const;
  const items = JSON.stringify([
    {
      productId: "x",
      product: {
        name: "Walnut Board",
        dimensions: '16" x 11"',
        shape: "rectangle",
        juiceGroove: false,
        price: "89.00",
      },
      quantity: 1,
    },
  ]);
  await inBatches(
    SIZES.orders,
    (i) => {
      const p = person(i % SIZES.customers);
      return {
        customerName: p.name,
        customerEmail: p.email,
        customerPhone: i % 3 ? "555-0100" : null,
        shippingAddress: "1 Main St\nPortland, OR 97201",
        items,
        total: `${50 + (i % 250)}.00`,
        status: statuses[i % 3],
        paymentStatus: payments[i % payments.length],
        archived: i % 7 === 0,
        createdAt: dayOf(i, SIZES.orders),
      };
    },
    (rows) => db.insert(orders).values(rows),
  );
  const inquiry = (type: string, n: number, offset: number) => (i: number) => {
    const p = person((i + offset) % SIZES.customers);
    return {
      name: p.name,
      email: p.email,
      phone: i % 2 ? "555-0101" : null,
      message: "I would like a board like the one in the gallery, a little larger.",
      inquiryType: type,
      customOrderDetails: type === "custom_order" ? JSON.stringify({ dimensions: "18x12", woodType: "Walnut" }) : null,
      status:
        type === "custom_order" ? CUSTOM_ORDER_STATUSES[i % CUSTOM_ORDER_STATUSES.length] : ("new inquiry" as const),
      archived: i % 7 === 3,
      createdAt: dayOf(i, n),
    };
  };
  const insertInquiries = (rows: (typeof contactInquiries.$inferInsert)[]) => db.insert(contactInquiries).values(rows);
  await inBatches(SIZES.customOrders, inquiry("custom_order", SIZES.customOrders, 7), insertInquiries);
  await inBatches(SIZES.inquiries, inquiry("general", SIZES.inquiries, 13), insertInquiries);
  await inBatches(SIZES.newsletter, inquiry("newsletter", SIZES.newsletter, 29), insertInquiries);
  // What autovacuum does on a live server: statistics for the planner, a visibility map for index-only counts.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - began;
}

/** The durations (ms, sorted) of `runs` calls of `run`, after `warmUp` untimed ones. */
export async function timeRuns(run: () => Promise<void>, runs: number, warmUp = 5): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await run();
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

/** The seeded shop, listening, with the admin signed in. */
type SeededShop = {
  label: "PGlite" | "PostgreSQL";
  database: Database;
  /** http://127.0.0.1:port */
  base: string;
  /** The admin's session cookie, for a Cookie header. */
  cookie: string;
};

async function withSeededShop(
  label: SeededShop["label"],
  open: () => Promise<{ database: Database; done: () => Promise<void> }>,
  measure: (shop: SeededShop) => Promise<void>,
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "gg-bench-"));
  const { database, done } = await open();
  try {
    await database.migrate();
    await seed(database.db, { sampleData: false });
    const seeded = await seedShop(database);
    console.log(`\n${label}: seeded in ${(seeded / 1000).toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SEED_SAMPLE_DATA: "false",
      AUTH_RATE_LIMIT: "100000",
      // The bench's checkouts are one shopper's, again and again.
      UNPAID_ORDERS_LIMIT: "100000",
      UNPAID_ITEM_LIMIT: "100000",
    });
    const logger = createLogger("silent");
    const changes = await openChangeFeed(database, logger);
    const settings = await openLiveSettings({
      repo: settingsRepo(database.db),
      cipher: settingsCipher(randomBytes(32)),
      config,
      changes,
      logger,
    });
    const app = createApp({
      config,
      db: database.db,
      storage: localDiskStorage(path.join(dataDir, "uploads")),
      payments: manualPayments(),
      mailer: outboxMailer(path.join(dataDir, "outbox"), settings.mailFrom),
      logger,
      sessionSecret: randomBytes(32).toString("hex"),
      settings,
      background: background(logger),
      changes,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await ensureAdmin(accountsRepo(database.db), ADMIN.email, ADMIN.password);
      const login = await fetch(`${base}/api/login-local`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      if (!login.ok || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
      await measure({ label, database, base, cookie });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await changes.close();
    }
  } finally {
    await database.close();
    await done();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `measure` on a freshly seeded shop on PGlite, then on PostgreSQL when a server is named;
 * every database it made is gone afterwards.
 */
export async function onEachDatabase(measure: (shop: SeededShop) => Promise<void>): Promise<void> {
  await withSeededShop(
    "PGlite",
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "gg-bench-db-"));
      return { database: await openDatabase({ dataDir: dir }), done: () => rm(dir, { recursive: true, force: true }) };
    },
    measure,
  );

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)");
    return;
  }
  await withSeededShop(
    "PostgreSQL",
    async () => {
      const own = await createDatabase(serverUrl, "gg_bench");
      return { database: await openDatabase({ url: own.url, dataDir: "memory" }), done: own.drop };
    },
    measure,
  );
}
