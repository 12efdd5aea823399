// The admin's lists at the size issue 14 names: 10,000 orders, 10,000 custom orders, 10,000 general
// inquiries (and 2,000 newsletter subscriptions), 5,000 customers, in a fresh database: PGlite in a
// temporary folder, and PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
// (the bench creates its own database there and drops it). Each list call (search, filter, page) is
// made through HTTP, signed in as the admin, many times; p50 and p95 are printed beside the targets
// (p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite; the counts ≤ 20 ms). Decision 026.
//   npm run bench:admin                 (BENCH_RUNS=n sets the timed runs per call, 60 by default)
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../src/server/app";
import { ensureAdmin } from "../src/server/accounts/accounts.service";
import { accountsRepo } from "../src/server/accounts/accounts.repo";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { contactInquiries, orders, users } from "../src/server/db/schema";
import { seed } from "../src/server/db/seed";
import { inquiriesRepo } from "../src/server/inquiries/inquiries.repo";
import { ordersRepo } from "../src/server/orders/orders.repo";
import {
  customerListQuerySchema,
  customOrderListQuerySchema,
  inquiryListQuerySchema,
  orderListQuerySchema,
} from "../src/shared/admin-lists";
import { background } from "../src/server/infra/background";
import { openChangeFeed } from "../src/server/infra/change-feed";
import { createLogger } from "../src/server/infra/logger";
import { outboxMailer } from "../src/server/infra/mail";
import { manualPayments } from "../src/server/infra/payments";
import { localDiskStorage } from "../src/server/infra/storage";
import { CUSTOM_ORDER_STATUSES } from "../src/shared/inquiries";

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARM_UP = 5;
const SIZES = { orders: 10_000, customOrders: 10_000, inquiries: 10_000, newsletter: 2_000, customers: 5_000 };
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
        shippingAddress: "1 Main St\nTown, ST 12345",
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function time(run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    await run();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const CALLS = [
  "/api/admin/orders",
  "/api/admin/orders?page=100",
  "/api/admin/orders?q=ada.lovelace",
  "/api/admin/orders?q=HOPPER",
  "/api/admin/orders?q=%235000",
  "/api/admin/orders?status=shipped",
  "/api/admin/orders?payment=awaiting_payment",
  "/api/admin/orders?from=2024-01-01&to=2024-03-31",
  "/api/admin/orders?status=ordered&payment=paid&sort=oldest",
  "/api/admin/orders?sort=total",
  "/api/admin/orders?sort=name&page=20",
  "/api/admin/orders?pageSize=200",
  "/api/admin/archived-orders",
  "/api/admin/archived-orders?q=turing",
  "/api/admin/custom-orders",
  "/api/admin/custom-orders?status=new%20inquiry",
  "/api/admin/custom-orders?q=knuth&sort=name",
  "/api/admin/custom-orders?from=2025-01-01&to=2025-06-30&page=2",
  "/api/admin/archived-custom-orders",
  "/api/admin/general-inquiries",
  "/api/admin/general-inquiries?q=grace",
  "/api/admin/general-inquiries?sort=name&page=50",
  "/api/admin/newsletter-subscriptions",
  "/api/admin/customers",
  "/api/admin/customers?q=margaret%20hamilton",
  "/api/admin/customers?status=guest",
  "/api/admin/customers?status=registered&sort=name&page=10",
  "/api/admin/counts",
];

/** Each list's repo call, to time the queries alone (without HTTP, the session and JSON). */
function directCalls(database: Database): Record<string, (query: Record<string, string>) => Promise<unknown>> {
  const orders = ordersRepo(database.db);
  const inquiries = inquiriesRepo(database.db);
  const accounts = accountsRepo(database.db);
  return {
    "/api/admin/orders": (q) => orders.page(false, orderListQuerySchema.parse(q)),
    "/api/admin/archived-orders": (q) => orders.page(true, orderListQuerySchema.parse(q)),
    "/api/admin/custom-orders": (q) => inquiries.page("custom_order", false, customOrderListQuerySchema.parse(q)),
    "/api/admin/archived-custom-orders": (q) =>
      inquiries.page("custom_order", true, customOrderListQuerySchema.parse(q)),
    "/api/admin/general-inquiries": (q) => inquiries.page("general", false, inquiryListQuerySchema.parse(q)),
    "/api/admin/newsletter-subscriptions": (q) => inquiries.page("newsletter", false, inquiryListQuerySchema.parse(q)),
    "/api/admin/customers": (q) => accounts.customersPage(customerListQuerySchema.parse(q)),
    "/api/admin/counts": () => inquiries.adminCounts(),
  };
}

async function benchOn(
  label: string,
  target: number,
  open: () => Promise<{ database: Database; done: () => Promise<void> }>,
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
    });
    const logger = createLogger("silent");
    const changes = await openChangeFeed(database, logger);
    const app = createApp({
      config,
      db: database.db,
      storage: localDiskStorage(path.join(dataDir, "uploads")),
      payments: manualPayments(),
      mailer: outboxMailer(path.join(dataDir, "outbox"), config.MAIL_FROM),
      logger,
      sessionSecret: randomBytes(32).toString("hex"),
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
      const rows: Record<string, string>[] = [];
      const direct = directCalls(database);
      let worst = 0;
      for (const call of CALLS) {
        let total = "";
        const http = await time(async () => {
          const res = await fetch(base + call, { headers: { cookie, "Accept-Encoding": "br, gzip" } });
          if (!res.ok) throw new Error(`${call}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
          total = res.headers.get("x-total-count") ?? "";
        });
        const url = new URL(call, base);
        const params = Object.fromEntries(url.searchParams);
        const query = await time(async () => void (await direct[url.pathname](params)));
        const limit = call === "/api/admin/counts" ? 20 : target;
        worst = Math.max(worst, http.p95 / limit);
        rows.push({
          call,
          total,
          "http p50": http.p50.toFixed(1),
          "http p95": http.p95.toFixed(1),
          "query p50": query.p50.toFixed(1),
          "query p95": query.p95.toFixed(1),
          target: `≤ ${limit}`,
          ok: http.p95 <= limit ? "yes" : "NO",
        });
      }
      console.table(rows);
      console.log(
        `${label}: ${worst <= 1 ? "every call within its target" : "SOME CALLS MISS THEIR TARGET"} (${RUNS} runs each, ms; ${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")})`,
      );
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

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await benchOn("PGlite", 150, async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "gg-bench-db-"));
  return { database: await openDatabase({ dataDir: dir }), done: () => rm(dir, { recursive: true, force: true }) };
});

if (serverUrl) {
  const name = `gg_bench_${randomBytes(6).toString("hex")}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await benchOn("PostgreSQL", 50, async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      database: await openDatabase({ url: url.toString(), dataDir: "memory" }),
      done: () => onServer(`drop database if exists ${name} with (force)`),
    };
  });
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)");
}
