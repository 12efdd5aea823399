import { defineConfig } from "vitest/config";
import { API_WORKERS, shared, timingsReport } from "./vitest.config.ts";

/**
 * The API files run a second time on PGlite when the suite ran on PostgreSQL (CI, issue 38): those
 * that exercise what the embedded default does differently, since `npm start` runs on it. One
 * connection that serialises every transaction, its own change feed (no LISTEN/NOTIFY server),
 * migrations and the seed on an embedded database, and its errors for a full disk. Everything
 * else behaves the same on both, and runs once, on PostgreSQL, the production database.
 */
export const EMBEDDED_DATABASE_FILES = [
  "src/server/db/tx.api.test.ts",
  "src/server/db/seed.api.test.ts",
  "src/server/db/slug-backfill.api.test.ts",
  "src/server/infra/change-feed.api.test.ts",
  "src/server/http/public-cache.api.test.ts",
  "src/server/http/disk-full.api.test.ts",
  "src/server/orders/order-stock.api.test.ts",
  "src/server/checkout/stripe-oversell.api.test.ts",
  "src/server/mail/mail-in-transaction.api.test.ts",
  "src/server/mail/mail-queue.api.test.ts",
];

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    globalSetup: ["src/server/test/template-database.ts"],
    maxWorkers: API_WORKERS,
    reporters: ["default", timingsReport("api-pglite-again")],
    include: EMBEDDED_DATABASE_FILES,
    isolate: false,
  },
});
