import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bigint, pgSchema, text } from "drizzle-orm/pg-core";
import type { RequestHandler } from "express";
import { migrationsFolder, type Db } from "../db/client";
import type { Storage } from "../infra/storage";

/** Where drizzle's migrator (db/client.ts) records each migration it ran: its own table, not the shop's schema. */
export const drizzleMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

type Check = "database" | "storage" | "migrations";
const CHECK_TIMEOUT_MS = 5_000;

/** The committed migrations, by the `when` drizzle records as each one's created_at. */
async function journal(): Promise<{ tag: string; when: number }[]> {
  const file = path.join(migrationsFolder(), "meta", "_journal.json");
  const { entries } = JSON.parse(await readFile(file, "utf8")) as { entries: { tag: string; when: number }[] };
  return entries;
}

/** Rejects with the tags of the committed migrations this database has not recorded as applied. */
async function migrationsApplied(db: Db, committed: Promise<{ tag: string; when: number }[]>): Promise<void> {
  const rows = await db.select({ createdAt: drizzleMigrations.createdAt }).from(drizzleMigrations);
  const applied = new Set(rows.map((row) => row.createdAt));
  const missing = (await committed).filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
  if (missing.length) throw new Error(`migrations not applied: ${missing.join(", ")}`);
}

function withTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /readyz: may this instance take traffic? Unlike /healthz (the process and its database
 * answer), it also needs its file storage and every committed migration applied (decision 035).
 * The answer names the failed checks only; the reasons, which may hold paths or SQL, go to the log.
 */
export function readiness(deps: { db: Db; storage: Storage }): RequestHandler {
  let committed: Promise<{ tag: string; when: number }[]> | undefined;
  return async (req, res) => {
    // The journal is read once it has been read successfully: the files do not change while running.
    const entries = (committed ??= journal().catch((err: unknown) => {
      committed = undefined;
      throw err;
    }));
    const checks: Record<Check, () => Promise<unknown>> = {
      database: () => deps.db.execute(sql`select 1`),
      storage: () => deps.storage.ready(),
      migrations: () => migrationsApplied(deps.db, entries),
    };
    const names = Object.keys(checks) as Check[];
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]())));
    const failed = names.filter((name, i) => {
      const result = results[i];
      if (result.status === "fulfilled") return false;
      req.log?.warn({ err: result.reason as unknown, check: name }, "readiness check failed");
      return true;
    });
    res.set("Cache-Control", "no-store");
    if (failed.length) res.status(503).json({ status: "unavailable", failed });
    else res.json({ status: "ready" });
  };
}
