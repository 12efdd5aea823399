// The soak of issue 39 (item 7): two built instances of the shop on one PostgreSQL database under
// mixed load for minutes: storefront pages, and checkouts (10%), each of which tells both instances
// that the catalogue changed. It measures every page's and checkout's latency, each instance's heap
// after a full collection at the start and the end, and with SOAK_HEAP=1 compares heap snapshots.
//
// It builds nothing: run `npm run build` first (it stops with that advice when dist/ is missing).
//   npm run bench:soak                              5 minutes, 20 users, 10% checkouts
//   SOAK_SECONDS=600 SOAK_HEAP=1 npm run bench:soak  10 minutes, with heap snapshots at start and end
// Settings: SOAK_SECONDS (300); SOAK_USERS (20 virtual users, each sending its next request as soon
// as its last one answered, to instance A and B in turn); SOAK_RATE (requests a second in all,
// spread evenly over time: a user waits for its request's turn, so latency is the shops', not a
// queue the bench made; 0, the default, sends as fast as the users go); SOAK_CHECKOUTS (0.1, the share of
// checkouts); SOAK_SEED (1, which pages and boards are picked); SOAK_HEAP=1 (snapshots into
// SOAK_HEAP_DIR, else a new folder under the system's temp folder; kept, ~100 MB each);
// SOAK_DATABASE_URL (the PostgreSQL server the bench creates its database on and drops it from;
// else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
// The shops run with sample data, manual payments and limits raised (bench/soak-shops.ts), their
// tracked stock raised to 100,000 so nothing sells out. Each starts with --expose-gc and the probe of
// bench/soak-probe.mjs, which collects the garbage and writes snapshots when the bench asks over IPC.
// Everything listens on 127.0.0.1. Every child is stopped at the end, on Ctrl+C and on a failure,
// and everything stops SOAK_SECONDS + 60 s after the load began whatever happens.
// It prints a table and, as its last line, one JSON object with every figure.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Category } from "../src/shared/categories";
import { centsToDecimal, parseCents } from "../src/shared/money";
import type { Product } from "../src/shared/product";
import { shippingCents } from "../src/shared/shipping";
import type { SiteContent } from "../src/shared/site-content";
import { orderFigures, stateCode } from "../src/shared/tax";
import { checkoutPayload } from "../src/server/test/checkout.fixtures";
import { mulberry32 } from "../scripts/board-images/random";
import { summariseSnapshot, type HeapSummary } from "./heap-snapshot";
import { report, type SoakRun } from "./soak-report";
import { killShops, soakDatabase, startShop, stopShops, type Memory, type Shop } from "./soak-shops";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REQUEST_TIMEOUT_MS = 30_000;

function setting(name: string, fallback: number, valid: (n: number) => boolean, what: string): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (valid(value)) return value;
  console.error(`soak: ${name}=${raw}: must be ${what}`);
  process.exit(1);
}
const whole = (min: number, max: number) => (n: number) => Number.isInteger(n) && n >= min && n <= max;
const SECONDS = setting("SOAK_SECONDS", 300, whole(1, 86_400), "a whole number of seconds from 1");
const USERS = setting("SOAK_USERS", 20, whole(1, 1000), "a whole number from 1 to 1000");
const RATE = setting("SOAK_RATE", 0, (n) => n >= 0 && n <= 10_000, "requests a second, from 0 (no pacing)");
const CHECKOUTS = setting("SOAK_CHECKOUTS", 0.1, (n) => n >= 0 && n <= 1, "a share from 0 to 1");
const SEED = setting("SOAK_SEED", 1, whole(0, 2 ** 32 - 1), "a whole number");
const HEAP = ["1", "true", "yes"].includes(process.env.SOAK_HEAP ?? "");
const SERVER_URL =
  process.env.SOAK_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
/** Makes each run's shoppers new people: one email and one street address per checkout. */
const RUN = Date.now().toString(36);

export type Outcome = { status: string; ms: number; body?: string };

/** "ECONNRESET", "timeout": why a request had no answer. */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timeout";
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

/** One request on fetch's kept-alive connections, timed until its whole body arrived. */
async function send(url: string, init: RequestInit = {}): Promise<Outcome> {
  const began = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = res.ok ? void (await res.arrayBuffer()) : (await res.text()).slice(0, 200);
    return { status: String(res.status), ms: performance.now() - began, body };
  } catch (error) {
    return { status: failureOf(error), ms: performance.now() - began };
  }
}

const PAGE_HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };
const page = (shop: Shop, address: string) => send(`${shop.origin}${address}`, { headers: PAGE_HEADERS });

async function read<T>(shop: Shop, address: string): Promise<T> {
  const res = await fetch(`${shop.origin}${address}`);
  if (!res.ok) throw new Error(`GET ${address} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The real storefront: its fixed pages, its collections' and its boards' pages, the boards one can buy. */
async function storefront(shop: Shop) {
  const [products, categories, site] = await Promise.all([
    read<Product[]>(shop, "/api/products"),
    read<Category[]>(shop, "/api/categories"),
    read<SiteContent>(shop, "/api/site-content"),
  ]);
  const pages = [
    "/",
    ...categories.slice(0, 3).map((c) => `/collections/${c.slug}`),
    ...products.slice(0, 6).map((p) => `/products/${p.slug}`),
    "/about",
    "/gallery",
    "/custom-orders",
    "/reviews",
    "/policies/shipping",
  ];
  const boards = products.filter((p) => p.visibility === "active" && p.inStock && p.stock !== 0);
  if (boards.length === 0) throw new Error("the sample shop has no board in stock");
  return { pages, boards, site };
}

/** A guest's checkout of one `board` (manual payment), priced as the checkout page prices it: shipping and WA's tax. */
function checkout(shop: Shop, board: Product, site: SiteContent, n: number): Promise<Outcome> {
  const priceCents = parseCents(board.price) ?? 0;
  const { totalCents } = orderFigures(site.tax, stateCode("WA"), {
    subtotalCents: priceCents,
    shippingCents: shippingCents(site.shipping, priceCents),
    discountCents: 0,
    discountOnShipping: false,
  });
  const body = checkoutPayload({
    amount: centsToDecimal(totalCents),
    items: [{ productId: board.id, productName: board.name, quantity: 1, price: board.price }],
    customerInfo: {
      name: "Sam Shopper",
      email: `soak-${RUN}-${n}@example.com`,
      phone: "",
      address: `${n + 1} Main St\nSeattle, WA 98101`,
    },
  });
  return send(`${shop.origin}/api/create-payment-intent`, {
    method: "POST",
    // The shop refuses cross-site writes: a same-origin request names its origin.
    headers: { "content-type": "application/json", origin: shop.origin, "accept-encoding": "br, gzip" },
    body: JSON.stringify(body),
  });
}

/** Every tracked stock raised so that nothing sells out, and both instances told that the catalogue changed. */
async function raiseStock(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update products set stock = 100000 where stock is not null");
    // The change feed's channel and payload ("topic origin", src/server/infra/change-feed.ts), so no
    // instance keeps a catalogue read from before the update.
    await client.query("select pg_notify('shop_changes', 'catalog soak-bench')");
  } finally {
    await client.end();
  }
}

/** Where the snapshots go: SOAK_HEAP_DIR, else a new folder in the system's temp folder. They are kept. */
function snapshotFolder(): string {
  const named = process.env.SOAK_HEAP_DIR;
  if (!named) return mkdtempSync(path.join(os.tmpdir(), "gg-soak-heap-"));
  mkdirSync(named, { recursive: true });
  return path.resolve(named);
}

/** Each shop's heap after two full collections; with SOAK_HEAP, a snapshot of it too, one shop at a time. */
async function heapAt(shops: Shop[], moment: "start" | "end", dir: string | null) {
  const memory: Memory[] = [];
  const files: string[] = [];
  for (const shop of shops) {
    if (dir) {
      const taken = await shop.probe("snapshot", path.join(dir, `${shop.name}-${moment}.heapsnapshot`));
      memory.push(taken);
      files.push(taken.file);
    } else memory.push(await shop.probe("gc"));
  }
  return { memory, files };
}

const state: { shops: Shop[]; drop: (() => Promise<void>) | null; aborted: boolean } = {
  shops: [],
  drop: null,
  aborted: false,
};

/** Kills every child at once and drops the database (bounded): for Ctrl+C and the hard stop. */
function abort(reason: string, code: number): void {
  state.aborted = true;
  console.error(`\nsoak stopped: ${reason}`);
  killShops();
  const drop = state.drop?.().catch(() => {});
  void Promise.race([drop, new Promise((r) => setTimeout(r, 10_000))]).finally(() => process.exit(code));
}

async function measure(): Promise<{ run: SoakRun; snapshots: { start: string[]; end: string[] } | null }> {
  for (const file of ["dist/server/main.js", "dist/ssr/entry-server.js"])
    if (!existsSync(path.join(ROOT, file)))
      throw new Error(`${file} is missing: bench:soak measures the built shop, so run \`npm run build\` first`);
  const heapDir = HEAP ? snapshotFolder() : null;
  const database = await soakDatabase(SERVER_URL);
  state.drop = database.drop;
  let hardStop: NodeJS.Timeout | undefined;
  try {
    const a = await startShop("A", database.url);
    state.shops.push(a);
    await raiseStock(database.url);
    state.shops.push(await startShop("B", database.url));
    const shops = state.shops;
    const { pages, boards, site } = await storefront(a);
    console.error(`soak: ${shops.map((s) => `${s.name} ${s.origin}`).join(", ")}; database ${database.name}`);

    // Warm-up, unmeasured: every page rendered and kept on each instance, two checkouts each, and
    // the pages again after them. Anything but 200 and 201 here is a setup mistake: stop at once.
    let orders = 0;
    for (const round of [1, 2])
      for (const shop of shops) {
        for (const address of pages) {
          const outcome = await page(shop, address);
          if (outcome.status !== "200") throw new Error(`warm-up: GET ${address} answered ${outcome.status}`);
        }
        for (let i = 0; round === 1 && i < 2; i++) {
          const outcome = await checkout(shop, boards[i % boards.length], site, orders++);
          if (outcome.status !== "201")
            throw new Error(`warm-up: a checkout answered ${outcome.status} ${outcome.body ?? ""}`);
        }
      }
    const start = await heapAt(shops, "start", heapDir);
    const startSummaries = start.files.map(summariseSnapshot);

    // The load, with its own deadline for anything that hangs.
    hardStop = setTimeout(
      () => abort(`still running ${SECONDS + 60} s after the load began (hard stop)`, 1),
      (SECONDS + 60) * 1000,
    );
    // The same pages and boards, in the same order, for a seed.
    const random = mulberry32(SEED);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const samples: SoakRun["samples"] = shops.map(() => ({ pages: [], checkouts: [], statuses: new Map() }));
    const byPage = new Map<string, number[]>();
    const refusals = new Map<string, number>();
    const memory: SoakRun["memory"] = [];
    // Set when a shop exits mid-soak: every user stops, rather than spin on refused connections.
    const broken: { failure: string | null } = { failure: null };
    for (const shop of shops)
      void shop.exited.then(() => (broken.failure ??= `shop ${shop.name} exited during the soak`));
    const began = performance.now();
    const until = began + SECONDS * 1000;
    const sampleEvery = Math.max(5, Math.round(SECONDS / 20)) * 1000;
    const sampler = setInterval(() => {
      const at = Math.round((performance.now() - began) / 1000);
      for (const shop of shops)
        shop.probe("memory").then(
          (m) => memory.push({ at, shop: shop.name, heapUsed: m.heapUsed, rss: m.rss }),
          () => {},
        );
    }, sampleEvery);
    let turn = 0;
    // With SOAK_RATE the n-th request is due n / RATE seconds after the start, whoever sends it.
    let scheduled = 0;
    const onSchedule = async () => {
      if (!RATE) return;
      const wait = began + (scheduled++ / RATE) * 1000 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    };
    const user = async () => {
      while (performance.now() < until && !broken.failure) {
        await onSchedule();
        if (performance.now() >= until) break;
        const i = turn++ % shops.length;
        const isCheckout = random() < CHECKOUTS;
        const address = isCheckout ? "checkout" : pick(pages);
        const outcome = isCheckout
          ? await checkout(shops[i], pick(boards), site, orders++)
          : await page(shops[i], address);
        const tally = samples[i];
        const key = `${isCheckout ? "checkout" : "page"} ${outcome.status}`;
        tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
        if (outcome.body) refusals.set(`${key}: ${outcome.body}`, (refusals.get(`${key}: ${outcome.body}`) ?? 0) + 1);
        if (!/^\d+$/.test(outcome.status)) continue; // no answer: counted, not timed
        (isCheckout ? tally.checkouts : tally.pages).push(outcome.ms);
        if (!isCheckout) {
          const times = byPage.get(address) ?? [];
          times.push(outcome.ms);
          byPage.set(address, times);
        }
      }
    };
    await Promise.all(Array.from({ length: USERS }, user));
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    if (broken.failure) throw new Error(`${broken.failure}:\n${shops.map((s) => s.tail.join("\n")).join("\n")}`);

    const end = await heapAt(shops, "end", heapDir);
    return {
      run: {
        seconds,
        users: USERS,
        rate: RATE,
        checkoutShare: CHECKOUTS,
        shops: shops.map((s) => s.name),
        samples,
        byPage,
        refusals,
        memory,
        heap: shops.map((_, n) => ({ start: start.memory[n].heapUsed, end: end.memory[n].heapUsed })),
        logs: shops.map((s) => s.log),
        startSummaries,
        endSummaries: [] as HeapSummary[],
      },
      snapshots: heapDir ? { start: start.files, end: end.files } : null,
    };
  } finally {
    clearTimeout(hardStop);
    await stopShops(state.shops);
    killShops();
    await database.drop();
    state.drop = null;
  }
}

process.once("SIGINT", () => abort("interrupted (SIGINT)", 130));
process.once("SIGTERM", () => abort("terminated (SIGTERM)", 143));

try {
  const { run, snapshots } = await measure();
  // Read once the shops are gone: a 100 MB snapshot takes seconds to parse.
  if (snapshots) run.endSummaries = snapshots.end.map(summariseSnapshot);
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT }).toString().trim() ? "+changes" : "";
  report(run, `${commit}${dirty}`, SEED);
} catch (error) {
  // After an abort the shops' exits are its doing, not a failure to report.
  if (!state.aborted) console.error(`soak failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
