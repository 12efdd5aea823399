// The admin's lists at the size decision 026 names (bench/seeded-shop.ts: 10,000 orders, custom orders
// and general inquiries, 2,000 newsletter subscriptions, 5,000 customers), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL in a database of the bench's
// own. Each list call (search, filter, page) is made through HTTP, signed in as the admin, many
// times; p50 and p95 are printed beside the targets (p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite;
// the counts ≤ 20 ms). Decision 026.
//   npm run bench:admin                 (BENCH_RUNS=n sets the timed runs per call, 60 by default)
import { accountsRepo } from "../src/server/accounts/accounts.repo";
import type { Database } from "../src/server/db/client";
import { inquiriesRepo } from "../src/server/inquiries/inquiries.repo";
import { latestOrderPhone, ordersRepo } from "../src/server/orders/orders.repo";
import { OTHER_COUNTS } from "../src/server/counts/counts.module";
import {
  customerListQuerySchema,
  customOrderListQuerySchema,
  inquiryListQuerySchema,
  orderListQuerySchema,
} from "../src/shared/admin-lists";
import { machine, onEachDatabase, percentile, timeRuns } from "./seeded-shop";

const RUNS = Number(process.env.BENCH_RUNS ?? 60);

async function time(run: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  const times = await timeRuns(run, RUNS);
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
  const accounts = accountsRepo(database.db, latestOrderPhone);
  return {
    "/api/admin/orders": (q) => orders.page(false, orderListQuerySchema.parse(q)),
    "/api/admin/archived-orders": (q) => orders.page(true, orderListQuerySchema.parse(q)),
    "/api/admin/custom-orders": (q) => inquiries.page("custom_order", false, customOrderListQuerySchema.parse(q)),
    "/api/admin/archived-custom-orders": (q) =>
      inquiries.page("custom_order", true, customOrderListQuerySchema.parse(q)),
    "/api/admin/general-inquiries": (q) => inquiries.page("general", false, inquiryListQuerySchema.parse(q)),
    "/api/admin/newsletter-subscriptions": (q) => inquiries.page("newsletter", false, inquiryListQuerySchema.parse(q)),
    "/api/admin/customers": (q) => accounts.customersPage(customerListQuerySchema.parse(q)),
    "/api/admin/counts": () => inquiries.adminCounts(OTHER_COUNTS),
  };
}

await onEachDatabase(async ({ label, database, base, cookie }) => {
  const target = label === "PostgreSQL" ? 50 : 150;
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
    `${label}: ${worst <= 1 ? "every call within its target" : "SOME CALLS MISS THEIR TARGET"} (${RUNS} runs each, ms; ${machine()})`,
  );
});
