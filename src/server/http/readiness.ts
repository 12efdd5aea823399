import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bigint, pgSchema, text } from "drizzle-orm/pg-core";
import type { RequestHandler } from "express";
import { migrationsFolder, type Db } from "../db/client";
import { probeWritable, type Storage } from "../infra/storage";
import { LAST_DISK_FULL } from "./errors";
import { carriesBearer } from "./metrics";
import { rateLimiter } from "./rate-limit";

/** Where drizzle's migrator (db/client.ts) records each migration it ran: its own table, not the shop's schema. */
export const drizzleMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

type Check = "stopping" | "database" | "database writes" | "data directory" | "storage" | "migrations";

/**
 * Set by main.ts on SIGTERM: from then on /readyz answers 503, so a load balancer sends new
 * visitors elsewhere while this instance finishes what it started (decision 043).
 */
export const STOPPING = "stopping";
const CHECK_TIMEOUT_MS = 5_000;
/** How long a write refused for want of space keeps the instance not ready. */
const DISK_FULL_MEMORY_MS = 60_000;

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

/** `check`, or a rejection once CHECK_TIMEOUT_MS have passed without its answer. */
export function withTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /readyz: may this instance take traffic? Unlike /healthz (the process and its database
 * answer), it also needs its file storage, every committed migration applied (decision 035), and
 * both the database and the data directory taking writes: a full disk fails it (decision 043).
 * Anyone reads the bare status; the failed checks only the operator, with the metrics token; the
 * reasons, which may hold paths or SQL, go to the log.
 */
export function readiness(deps: {
  db: Db;
  storage: Storage;
  /** DATA_DIR when this instance writes there (PGlite, the outbox, uploads on disk, the session secret). */
  dataDir?: string;
  /** METRICS_TOKEN: the failed checks are named to a request that carries it. */
  operatorToken?: string;
}): RequestHandler {
  let committed: Promise<{ tag: string; when: number }[]> | undefined;
  // One tiny row every check rewrites (and commits): rate_limits already takes a write per
  // sign-in, and no limiter reads this key; its window passes and the hourly prune removes it.
  const scratch = rateLimiter(deps.db, { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (req.app.locals[STOPPING] === true) {
      const operator = deps.operatorToken !== undefined && carriesBearer(req, deps.operatorToken);
      res.status(503).json(operator ? { status: "unavailable", failed: ["stopping"] } : { status: "unavailable" });
      return;
    }
    // The journal is read once it has been read successfully: the files do not change while running.
    const entries = (committed ??= journal().catch((err: unknown) => {
      committed = undefined;
      throw err;
    }));
    const checks: Partial<Record<Check, () => Promise<unknown>>> = {
      database: () => deps.db.execute(sql`select 1`),
      "database writes": async () => {
        await scratch.hit(["readyz:write-probe"]);
        // Its row fits in its page however full the disk is: a request's write that failed for want
        // of space in the last minute says more (issue 39).
        const full = req.app.locals[LAST_DISK_FULL] as number | undefined;
        if (full !== undefined && Date.now() - full < DISK_FULL_MEMORY_MS)
          throw new Error("a write failed for want of space in the last minute");
      },
      ...(deps.dataDir ? { "data directory": () => probeWritable(deps.dataDir!) } : {}),
      storage: () => deps.storage.ready(),
      migrations: () => migrationsApplied(deps.db, entries),
    };
    const names = Object.keys(checks) as Check[];
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!())));
    const failed = names.filter((name, i) => {
      const result = results[i];
      if (result.status === "fulfilled") return false;
      req.log?.warn({ err: result.reason as unknown, check: name }, "readiness check failed");
      return true;
    });
    const operator = deps.operatorToken !== undefined && carriesBearer(req, deps.operatorToken);
    if (failed.length) res.status(503).json(operator ? { status: "unavailable", failed } : { status: "unavailable" });
    else res.json({ status: "ready" });
  };
}
