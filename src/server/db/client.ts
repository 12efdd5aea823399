import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where change notifications can be listened for (infra/change-feed.ts): a pool client can't LISTEN reliably. */
export type ListenSource = { driver: "pglite"; client: PGlite } | { driver: "pg"; url: string };

export type Database = {
  db: Db;
  driver: "pglite" | "pg";
  listenSource: ListenSource;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own: instances starting together
   * take turns to migrate and seed (drizzle's migrator takes no lock). A session-level advisory lock
   * on PostgreSQL; PGlite belongs to one process.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * How long a request may wait on the database before it answers 503 (decision 069): a connection,
 * new or free in the pool, within 5 s; a statement within 15 s on the server (a CSV of 10,000 orders
 * takes about 2 s); and any answer within 15 s on a connection that has gone silent, which the
 * server's own timeout cannot see. Migrations run on a connection of their own, without them.
 */
export const POOL_BOUNDS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 15_000,
} as const;

/** The advisory lock key of start-up work (any constant the shop uses for nothing else). */
const STARTUP_LOCK = 7_245_001;

/** Where the committed SQL migrations live, from src/server/db or from the bundle in dist/server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = [path.resolve(here, "../../../migrations"), path.resolve(here, "../../migrations")].find((dir) =>
    existsSync(path.join(dir, "meta", "_journal.json")),
  );
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * Opens PostgreSQL at `url` when given (a node-postgres pool, for any number of instances),
 * else embedded PGlite in `dataDir` (or in memory when `dataDir` is "memory").
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /** In memory only: start from this copy of a database (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const folder = migrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, ...POOL_BOUNDS });
    // A connection dropped by the server (restart, failover, a killed postmaster) must not crash the
    // process: the pool replaces it on the next query. The pool listens on idle connections only,
    // so each connection also has a listener of its own for its whole life: one checked out in a
    // transaction between statements reports the loss there (57P01), and its query fails (issue 39).
    pool.on("error", (error) => options.onPoolError?.(error));
    pool.on("connect", (client) => client.on("error", (error) => options.onPoolError?.(error)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: "pg",
      listenSource: { driver: "pg", url: options.url },
      async migrate() {
        const own = new pg.Pool({ connectionString: options.url, max: 1 });
        try {
          await migratePg(drizzlePg({ client: own, schema }), { migrationsFolder: folder });
        } finally {
          await own.end();
        }
      },
      async alone(work) {
        const holder = await pool.connect();
        try {
          await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
          return await work();
        } finally {
          // Releasing the connection with the lock still held would keep it locked: unlock first,
          // and if that fails, close the connection, which ends its locks.
          await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).then(
            () => holder.release(),
            (error: Error) => holder.release(error),
          );
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === "memory") {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    const dir = path.resolve(options.dataDir, "pgdata");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: "pglite",
    listenSource: { driver: "pglite", client },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
    alone: (work) => work(),
    close: () => client.close(),
  };
}
