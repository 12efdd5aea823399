// The storefront's numbers (decisions 018, 020 and 086), each beside the target, for this
// build ("now") and, with BENCH_BASE=<commit>, for that commit's build ("base") side by side:
// - the bytes of each public page (system/page-weight.ts, the measure of the byte budgets);
// - Lighthouse 13 (a dev dependency, mobile emulation, Debian's Chromium, offline) on the six
//   pages, each run 3 times: the runs and each figure's median;
// - throughput of GET /api/products, /api/site-content, / and /robots.txt on the sample shop as it
//   starts, each beside a bare node:http server sending the same bytes and headers, one after the
//   other in one run (autocannon, 50 connections); then /api/products with 50 more boards of 8 photos.
// Every server runs in a child process on 127.0.0.1 and is stopped at the end. Needs `npm run build`.
//   npm run bench                          this build
//   BENCH_BASE=HEAD~1 npm run bench        also that commit, built in a temporary git worktree
//   BENCH_ONLY=bytes|lighthouse|server     one part only
//   BENCH_PAGES="/,/gallery"               Lighthouse on these pages only (paths, or "product", "collection")
//   BENCH_RUNS (3), BENCH_SECONDS (5), BENCH_PORT (5291: the shops and the bare server take it and the 3 above)
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  MEASURES,
  MEASURE_LABELS,
  alignColumns,
  publicPages,
  weighPublicPages,
  type Weight,
} from "../system/page-weight";
import { machine } from "./stats";

const PORT = Number(process.env.BENCH_PORT ?? 5291);
const BARE_PORT = PORT + 1;
const CHROME_PORT = PORT + 3;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ADMIN = { email: "owner@example.com", password: "owner-password-1" };
const CATALOGUE = { boards: 50, photos: 8 };
/** The pages the issue names for Lighthouse (publicPages' names). */
const LIGHTHOUSE_PAGES = [
  "/",
  "product page (most photos)",
  "first collection",
  "/gallery",
  "/about",
  "/custom-orders",
];
/** A browser's request: the shop answers in brotli what it keeps compressed. */
const ACCEPT = { "accept-encoding": "br, gzip" };

type Shop = { label: string; dir: string; origin: string; child?: ChildProcess; dataDir: string };
type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const git = (...args: string[]) => execFileSync("git", args).toString().trim();

function startNode(args: string[], env: Record<string, string>, cwd = process.cwd()): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * BENCH_BASE's build: a temporary worktree of that commit with this one's node_modules hard-linked
 * into it (no npm ci; a commit whose package-lock.json differs is warned about), built there.
 */
function buildBase(commit: string): { dir: string; sha: string; remove: () => void } {
  const sha = git("rev-parse", "--short", commit);
  const dir = mkdtempSync(path.join(os.tmpdir(), "gg-bench-base-"));
  git("worktree", "add", "--quiet", "--detach", dir, sha);
  const remove = () => {
    execFileSync("git", ["worktree", "remove", "--force", dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (git("diff", "--name-only", sha, "HEAD", "--", "package-lock.json"))
      console.warn(`  ${sha}'s package-lock.json differs from this one's: its build uses this node_modules`);
    execFileSync("cp", ["-al", "node_modules", dir]);
    console.error(`  building ${sha} in ${dir}`);
    // Its output only when it fails: the build's warnings are this build's too.
    execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "pipe" });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    if (stdout || stderr) console.error(`${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`);
    remove();
    throw error;
  }
  return { dir, sha, remove };
}

/** The built shop of `dir` with its sample data (PGlite in a new DATA_DIR), as `npm start` starts it. */
async function startShop(label: string, dir: string, port: number): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gg-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const child = startNode(
    ["dist/server/main.js"],
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_URL: origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    dir,
  );
  await waitFor(`${origin}/readyz`);
  return { label, dir, origin, child, dataDir };
}

async function stopShop(shop: Shop): Promise<void> {
  if (shop.child && shop.child.exitCode === null) {
    const exited = new Promise((r) => shop.child!.once("exit", r));
    shop.child.kill("SIGTERM");
    await exited;
  }
  rmSync(shop.dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Prints rows under a header, each column as wide as its widest cell. */
function print(title: string, header: string[], rows: string[][]): void {
  console.log(`\n${title}`);
  for (const line of alignColumns([header, ...rows])) console.log(line);
}

const mark = (ok: boolean) => (ok ? "" : " ✗");

// --- bytes -------------------------------------------------------------------------------------

async function bytes(shops: Shop[]): Promise<void> {
  const budgets = (JSON.parse(readFileSync("system/budgets.json", "utf8")) as { pages: Record<string, Weight> }).pages;
  const weights = await Promise.all(shops.map((s) => weighPublicPages(s.origin, path.join(s.dir, "dist/client"))));
  const targets: Partial<Record<keyof Weight, (page: string) => number | undefined>> = {
    jsGzip: (page) => (page === "/" ? 90 * 1024 : undefined),
    css: () => 20 * 1024,
  };
  const rows = weights[weights.length - 1].flatMap(({ page }) =>
    MEASURES.map((m) => {
      const figures = weights.map((w) => w.find((p) => p.page === page)?.weight[m]);
      const target = targets[m]?.(page);
      const now = figures[figures.length - 1] ?? 0;
      return [
        `${page} ${MEASURE_LABELS[m]}`,
        ...figures.map((f) => (f === undefined ? "—" : String(f))),
        String(budgets[page]?.[m] ?? "—") + mark(now <= (budgets[page]?.[m] ?? Infinity)),
        target === undefined ? "" : `≤ ${target}${mark(now <= target)}`,
      ];
    }),
  );
  print("Bytes of each public page", ["", ...shops.map((s) => s.label), "budget", "issue's target"], rows);
}

// --- Lighthouse --------------------------------------------------------------------------------

async function auditOnce(url: string): Promise<Scores | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    port: CHROME_PORT,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      console.warn(`  Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return null;
    }
    const { categories: c, audits: a } = result.lhr;
    return {
      performance: c.performance.score ?? 0,
      accessibility: c.accessibility.score ?? 0,
      bestPractices: c["best-practices"].score ?? 0,
      seo: c.seo.score ?? 0,
      fcpMs: a["first-contentful-paint"].numericValue ?? 0,
      lcpMs: a["largest-contentful-paint"].numericValue ?? 0,
      tbtMs: a["total-blocking-time"].numericValue ?? 0,
      cls: a["cumulative-layout-shift"].numericValue ?? 0,
    };
  } finally {
    // The next run launches on the same port: it waits until this Chrome has let it go (kill() only signals).
    const exited =
      chrome.process.exitCode === null ? new Promise((resolve) => chrome.process.once("exit", resolve)) : null;
    chrome.kill();
    await exited;
  }
}

/** One Lighthouse run of a page; a run that failed to record it (its runtimeError) is run again, up to three times. */
async function audit(url: string): Promise<Scores> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const scores = await auditOnce(url);
    if (scores) return scores;
  }
  throw new Error(`Lighthouse could not record ${url} in three runs`);
}

const FIGURES: {
  key: keyof Scores;
  label: string;
  show: (v: number) => string;
  ok: (v: number) => boolean;
  target: string;
}[] = [
  { key: "performance", label: "performance", show: (v) => v.toFixed(2), ok: (v) => v >= 0.95, target: "≥ 0.95" },
  { key: "fcpMs", label: "FCP", show: (v) => `${(v / 1000).toFixed(2)} s`, ok: () => true, target: "" },
  { key: "lcpMs", label: "LCP", show: (v) => `${(v / 1000).toFixed(2)} s`, ok: (v) => v <= 2500, target: "≤ 2.5 s" },
  { key: "tbtMs", label: "TBT", show: (v) => `${v.toFixed(0)} ms`, ok: (v) => v <= 200, target: "≤ 200 ms" },
  { key: "cls", label: "CLS", show: (v) => v.toFixed(3), ok: (v) => v === 0, target: "0" },
  { key: "accessibility", label: "accessibility", show: (v) => v.toFixed(2), ok: (v) => v === 1, target: "1.00" },
  { key: "bestPractices", label: "best practices", show: (v) => v.toFixed(2), ok: (v) => v === 1, target: "1.00" },
  { key: "seo", label: "SEO", show: (v) => v.toFixed(2), ok: (v) => v === 1, target: "1.00" },
];

async function lighthouseRuns(shops: Shop[]): Promise<void> {
  const wanted = process.env.BENCH_PAGES?.split(",").map((p) => p.trim());
  const pagesOf = await Promise.all(shops.map((s) => publicPages(s.origin)));
  const pages = LIGHTHOUSE_PAGES.filter(
    (page) =>
      !wanted ||
      wanted.some(
        (w) =>
          w === page || (w.length > 1 && page.startsWith(w)) || pagesOf[0].some((p) => p.page === page && p.path === w),
      ),
  );
  const rows: string[][] = [];
  for (const page of pages) {
    const urls = shops.map((s, i) => `${s.origin}${pagesOf[i].find((p) => p.page === page)!.path}`);
    // The shop keeps a rendered page until its data changes, so every visitor but the first after a
    // change gets it from memory: that visit is the one measured, not the single render.
    for (const url of urls) await (await fetch(url)).arrayBuffer();
    const runs: Scores[][] = shops.map(() => []);
    // Base and now in turn, run after run: the machine's drift falls on both alike.
    for (let run = 0; run < RUNS; run++)
      for (let i = 0; i < shops.length; i++) {
        runs[i].push(await audit(urls[i]));
        console.error(`  audited ${page} on ${shops[i].label}, run ${run + 1} of ${RUNS}`);
      }
    for (const f of FIGURES) {
      const cells = runs.map((r) => {
        const values = r.map((s) => s[f.key]);
        const m = median(values);
        return `${values.map(f.show).join("  ")}  → ${f.show(m)}${mark(f.ok(m))}`;
      });
      rows.push([`${page} ${f.label}`, ...cells, f.target]);
    }
  }
  print(
    `Lighthouse, mobile: ${RUNS} runs and their median (✗: the median misses the target; ${machine()})`,
    ["", ...shops.map((s) => s.label), "target"],
    rows,
  );
}

// --- throughput --------------------------------------------------------------------------------

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: ACCEPT });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** Headers a bare server sets itself, or that describe the connection rather than the answer. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** GET `url` with a browser's Accept-Encoding: the headers and the body as it came over the wire (compressed). */
function wireAnswer(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: ACCEPT, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers = Object.entries(res.headers).filter(
          ([name, value]) => value !== undefined && !OWN_HEADERS.has(name),
        );
        resolve({
          headers: Object.fromEntries(headers) as Record<string, string | string[]>,
          body: Buffer.concat(chunks),
        });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** A bare node:http server answering every request with `route`'s answer from `shop`: the same bytes and headers. */
async function bareServerLike(shop: Shop, route: string): Promise<ChildProcess> {
  const { headers, body } = await wireAnswer(`${shop.origin}${route}`);
  // From a file: too many bytes for the command line.
  const file = path.join(shop.dataDir, "bare-body");
  writeFileSync(file, body);
  const script = `const b=require("fs").readFileSync(${JSON.stringify(file)});const h=${JSON.stringify(headers)};h["content-length"]=b.length;require("http").createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${BARE_PORT},"127.0.0.1")`;
  const bare = startNode(["-e", script], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  return bare;
}

const stop = async (child: ChildProcess) => {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
};

type Throughput = { shop: number; bare: number };

/** Each shop's `route` beside its bare twin, shop after shop. */
async function sideBySide(shops: Shop[], route: string): Promise<Throughput[]> {
  const figures: Throughput[] = [];
  for (const shop of shops) {
    const bare = await bareServerLike(shop, route);
    try {
      const shopRps = await requestsPerSecond(`${shop.origin}${route}`);
      const bareRps = await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}${route}`);
      figures.push({ shop: shopRps, bare: bareRps });
      console.error(`  ${route} on ${shop.label}: ${shopRps.toFixed(0)} / ${bareRps.toFixed(0)} req/s`);
    } finally {
      await stop(bare);
    }
  }
  return figures;
}

/**
 * Adds 50 boards of 8 photos each (the sample images), so GET /api/products answers a full catalogue.
 */
async function fillCatalogue(base: string): Promise<void> {
  const login = await fetch(`${base}/api/login-local`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const products = (await (await fetch(`${base}/api/products`)).json()) as { images: { url: string }[] }[];
  const photos = [...new Set(products.flatMap((p) => p.images.map((i) => i.url)))];
  for (let i = 0; i < CATALOGUE.boards; i++) {
    const created = await fetch(`${base}/api/products`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        name: `Bench Board ${i + 1}`,
        description: "A board made for the bench: walnut and maple, oiled twice.",
        price: `${60 + i}.00`,
        woodComposition: [{ type: "Walnut", percentage: 100 }],
        dimensions: '16" x 11" x 1"',
        images: Array.from({ length: CATALOGUE.photos }, (_, n) => ({
          url: photos[(i + n) % photos.length],
          alt: `Bench board ${i + 1}, photo ${n + 1}`,
        })),
      }),
    });
    if (!created.ok) throw new Error(`creating a bench board answered ${created.status}`);
  }
}

async function throughput(shops: Shop[]): Promise<void> {
  const lines: [string, string, number | undefined][] = [
    ["/api/products", "GET /api/products", 0.6],
    ["/api/site-content", "GET /api/site-content", undefined],
    ["/", "GET /", 0.8],
    ["/robots.txt", "GET /robots.txt", 0.5],
  ];
  const rows: string[][] = [];
  const row = (label: string, figures: Throughput[], target: number | undefined) => {
    const ratio = (t: Throughput) => t.shop / t.bare;
    const now = figures[figures.length - 1];
    rows.push([
      label,
      ...figures.map((t) => `${t.shop.toFixed(0)} / ${t.bare.toFixed(0)} = ${ratio(t).toFixed(2)}`),
      target === undefined ? "" : `≥ ${target.toFixed(2)}${mark(ratio(now) >= target)}`,
    ]);
  };
  for (const [route, label, target] of lines) row(label, await sideBySide(shops, route), target);
  for (const shop of shops) await fillCatalogue(shop.origin);
  row(
    `GET /api/products, ${CATALOGUE.boards} more boards × ${CATALOGUE.photos} photos`,
    await sideBySide(shops, "/api/products"),
    undefined,
  );
  print(
    `Throughput on the sample shop, shop / bare node:http with the same bytes and headers (req/s, ${CONNECTIONS} connections, ${SECONDS} s each; ${machine()})`,
    ["", ...shops.map((s) => s.label), "target"],
    rows,
  );
}

// --- the run -----------------------------------------------------------------------------------

if (!existsSync("dist/server/main.js")) throw new Error("run `npm run build` first");
const base = process.env.BENCH_BASE ? buildBase(process.env.BENCH_BASE) : null;
const shops: Shop[] = [];
try {
  if (base) shops.push(await startShop(`base (${base.sha})`, base.dir, PORT + 2));
  const dirty = git("status", "--porcelain", "--untracked-files=no") ? ", uncommitted changes" : "";
  shops.push(await startShop(`now (${git("rev-parse", "--short", "HEAD")}${dirty})`, process.cwd(), PORT));
  if (!ONLY || ONLY === "bytes") await bytes(shops);
  if (!ONLY || ONLY === "lighthouse") await lighthouseRuns(shops);
  if (!ONLY || ONLY === "server") await throughput(shops);
} finally {
  for (const shop of shops) await stopShop(shop);
  base?.remove();
}
