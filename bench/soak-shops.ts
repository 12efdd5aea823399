// The shops of the soak bench (bench/soak.bench.ts): a database of its own on a PostgreSQL server,
// and built instances (dist/server/main.js) run as child processes on 127.0.0.1, each with its own
// working folder and DATA_DIR, and the probe of bench/soak-probe.mjs for heap figures and snapshots.
// Every child is ended by stopShops(), and killed when this process exits whatever the reason.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../src/server/test/free-port";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAIN = path.join(ROOT, "dist/server/main.js");
const PROBE = path.join(ROOT, "bench/soak-probe.mjs");
const SESSION_SECRET = "one-secret-shared-by-the-soak-instances-0123456789";
/** A bound for a start that hangs (migrations on a loaded machine), not a speed test. */
const START_WITHIN_MS = 180_000;
const STOP_WITHIN_MS = 15_000;

/** What a shop wrote to its log: pino's warnings and errors counted by message, and any line that is not pino's. */
export type LogTally = { warnings: number; errors: number; other: number; messages: Map<string, number> };

export type Memory = { heapUsed: number; heapTotal: number; rss: number; external: number };

export type Shop = {
  name: string;
  origin: string;
  child: ChildProcess;
  dir: string;
  log: LogTally;
  /** The last lines of its output, for a failure's message. */
  tail: string[];
  exited: Promise<void>;
  /** Its memory as it is; after two full collections; or after them, with a heap snapshot written to `file`. */
  probe(kind: "memory" | "gc"): Promise<Memory>;
  probe(kind: "snapshot", file: string): Promise<Memory & { file: string }>;
};

const running = new Set<ChildProcess>();
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
process.on("exit", () => {
  for (const child of running) if (isRunning(child)) child.kill("SIGKILL");
});
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `serverUrl`: its `url`, and drop() to remove it (forcing out any session left). */
export async function soakDatabase(serverUrl: string) {
  const name = `gg_soak_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

function tally(shop: Pick<Shop, "log" | "tail">, partial: { text: string }, chunk: string) {
  const lines = (partial.text + chunk).split("\n");
  partial.text = lines.pop() ?? "";
  for (const line of lines) {
    if (!line.trim()) continue;
    shop.tail.push(line);
    if (shop.tail.length > 40) shop.tail.shift();
    let entry: { level?: number; msg?: string } | null = null;
    try {
      entry = JSON.parse(line) as { level?: number; msg?: string };
    } catch {
      // not a pino line: node's own warnings, a crash's stack
    }
    const level = entry?.level ?? 0;
    if (level >= 50) shop.log.errors++;
    else if (level >= 40) shop.log.warnings++;
    else if (!entry) shop.log.other++;
    else continue;
    const message = (entry?.msg ?? line).slice(0, 160);
    shop.log.messages.set(message, (shop.log.messages.get(message) ?? 0) + 1);
  }
}

/** Starts a built instance on `databaseUrl` with `env` added; resolves once its /readyz answers 200. */
export async function startShop(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<Shop> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), `gg-soak-${name}-`));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--expose-gc", `--import=${PROBE}`, MAIN], {
    cwd: dir,
    // Only what the shop needs: no Stripe, SMTP or S3 variables leak in from this shell.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      SEED_SAMPLE_DATA: "true",
      // Where the owner's notice of each new order goes (to the outbox, like the shopper's confirmation).
      SHOP_EMAIL: "owner@example.com",
      AUTH_RATE_LIMIT: "100000",
      CHECKOUT_RATE_LIMIT: "100000",
      CONTACT_RATE_LIMIT: "100000",
      UNPAID_ORDERS_LIMIT: "100000",
      UNPAID_ITEM_LIMIT: "100000",
      SHUTDOWN_GRACE_SECONDS: "10",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  running.add(child);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      for (const { reject } of waiting.values()) reject(new Error(`shop ${name} exited`));
      resolve();
    }),
  );
  child.on("message", (reply: { id: number; ok: boolean; value?: unknown; error?: string }) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) pending?.resolve(reply.value);
    else pending?.reject(new Error(`shop ${name}: ${reply.error}`));
  });
  function probe(kind: "memory" | "gc"): Promise<Memory>;
  function probe(kind: "snapshot", file: string): Promise<Memory & { file: string }>;
  function probe(kind: string, file?: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!isRunning(child)) return reject(new Error(`shop ${name} is not running`));
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ id, kind, file });
    });
  }
  const shop: Shop = {
    name,
    origin,
    child,
    dir,
    log: { warnings: 0, errors: 0, other: 0, messages: new Map() },
    tail: [],
    exited,
    probe,
  };
  for (const stream of [child.stdout, child.stderr]) {
    const partial = { text: "" };
    stream?.on("data", (chunk: Buffer) => tally(shop, partial, chunk.toString()));
  }
  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return shop;
    if (!isRunning(child) || Date.now() > deadline) {
      await stopShops([shop]);
      throw new Error(`shop ${name} did not become ready:\n${shop.tail.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM, then SIGKILL after STOP_WITHIN_MS; every child gone and its folder removed when it resolves. */
export async function stopShops(shops: Shop[]): Promise<void> {
  await Promise.all(
    shops.map(async (shop) => {
      if (isRunning(shop.child)) {
        shop.child.kill("SIGTERM");
        const late = setTimeout(() => shop.child.kill("SIGKILL"), STOP_WITHIN_MS);
        await shop.exited;
        clearTimeout(late);
      }
      running.delete(shop.child);
      rmSync(shop.dir, { recursive: true, force: true });
    }),
  );
}

/** At once, without waiting: for a hard stop. */
export function killShops(): void {
  for (const child of running) if (isRunning(child)) child.kill("SIGKILL");
}
