// The storefront's numbers (decisions 018 and 020), each printed beside its figure before that work
// (bench/baseline.json) and its target:
// - Lighthouse 13 (a dev dependency, mobile emulation, Debian's Chromium, offline) on the public pages;
// - throughput of GET /api/products and GET / beside a bare node:http server sending the same bytes,
//   side by side in one run, 50 connections each (autocannon);
// - the initial JavaScript of / (gzip).
// Every server runs in a child process on 127.0.0.1 and is stopped at the end.
//   npm run bench                     measure and compare
//   npm run bench -- --save-baseline  also write the figures to bench/baseline.json
import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { initialJsBytes } from "../scripts/initial-js.mjs";

const SHOP_PORT = 5291;
const BARE_PORT = 5292;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BASELINE = path.resolve("bench/baseline.json");

type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
};
type Figures = {
  commit: string;
  measuredAt: string;
  pages: Record<string, PageScores | null>;
  throughput: Record<string, { shop: number; bare: number; ratio: number }>;
  initialJsKb: number;
};

function startNode(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The page of the board with the most photos (8 in the sample shop), when the shop has board pages (a 404 before decision 019). */
async function productPage(base: string): Promise<string | null> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { slug?: string; images?: unknown[] }[];
  const slug = products
    .filter((p) => p.slug)
    .sort((a, b) => (b.images?.length ?? 1) - (a.images?.length ?? 1))[0]?.slug;
  if (!slug) return null;
  return (await fetch(`${base}/products/${slug}`)).ok ? `/products/${slug}` : null;
}

/** The first collection's page, when the shop has categories (decision 056). */
async function collectionPage(base: string): Promise<string | null> {
  const answer = await fetch(`${base}/api/categories`);
  if (!answer.ok) return null;
  const slug = ((await answer.json()) as { slug: string }[])[0]?.slug;
  return slug && (await fetch(`${base}/collections/${slug}`)).ok ? `/collections/${slug}` : null;
}

const ADMIN = { email: "owner@example.com", password: "owner-password-1" };
const CATALOGUE = { boards: 50, photos: 8 };

/**
 * Adds 50 boards of 8 photos each (the sample images), so GET /api/products answers a full
 * catalogue. A shop from before several photos (decision 053) takes one photo per board instead.
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
  const photos = [
    ...new Set(
      (
        (await (await fetch(`${base}/api/products`)).json()) as { images?: { url: string }[]; imageUrl: string }[]
      ).flatMap((p) => p.images?.map((i) => i.url) ?? [p.imageUrl]),
    ),
  ];
  for (let i = 0; i < CATALOGUE.boards; i++) {
    const images = Array.from({ length: CATALOGUE.photos }, (_, n) => ({
      url: photos[(i + n) % photos.length],
      alt: `Bench board ${i + 1}, photo ${n + 1}`,
    }));
    const board = {
      name: `Bench Board ${i + 1}`,
      description: "A board made for the bench: walnut and maple, oiled twice.",
      price: `${60 + i}.00`,
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      dimensions: '16" x 11" x 1"',
    };
    const post = (body: object) =>
      fetch(`${base}/api/products`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie },
        body: JSON.stringify(body),
      });
    let created = await post({ ...board, images });
    if (created.status === 400) created = await post({ ...board, imageUrl: images[0].url });
    if (!created.ok) throw new Error(`creating a bench board answered ${created.status}`);
  }
}

async function auditOnce(url: string): Promise<PageScores | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
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
      cls: a["cumulative-layout-shift"].numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's figures for a page; a run that failed to record the page (its runtimeError) is run again, up to three times. */
async function audit(url: string): Promise<PageScores> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const scores = await auditOnce(url);
    if (scores) return scores;
  }
  throw new Error(`Lighthouse could not record ${url} in three runs`);
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** A bare node:http server answering every request with these bytes (from a file: too many for its arguments) and headers. */
function bareServer(body: Buffer, contentType: string, dir: string): ChildProcess {
  const file = path.join(dir, "bare-body");
  writeFileSync(file, body);
  const script = `const b=require("fs").readFileSync(${JSON.stringify(file)});require("http").createServer((q,s)=>{s.writeHead(200,{"content-type":${JSON.stringify(contentType)},"content-length":b.length});s.end(b)}).listen(${BARE_PORT},"127.0.0.1")`;
  return startNode(["-e", script]);
}

async function measure(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gg-bench-"));
  const base = `http://127.0.0.1:${SHOP_PORT}`;
  const shop = startNode(["dist/server/main.js"], {
    NODE_ENV: "production",
    PORT: String(SHOP_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    PUBLIC_URL: base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await waitFor(`${base}/healthz`);
    const pages: Figures["pages"] = {};
    const product = await productPage(base);
    const collection = await collectionPage(base);
    for (const [name, route] of [
      ["/", "/"],
      ["product page", product],
      ["collection page", collection],
      ["/gallery", "/gallery"],
      ["/about", "/about"],
      ["/custom-orders", "/custom-orders"],
    ] as const) {
      if (!route) {
        pages[name] = null;
        continue;
      }
      // The shop keeps a rendered page until its data changes, so every visitor but the first after
      // a change gets it from memory: that visit is the one measured, not the single render.
      await (await fetch(`${base}${route}`)).arrayBuffer();
      pages[name] = await audit(`${base}${route}`);
      console.error(`  audited ${name}`);
    }

    const throughput: Figures["throughput"] = {};
    for (const route of ["/", "/api/products"]) {
      // The home page as the sample shop has it; the catalogue's read with 50 more boards of 8 photos.
      if (route === "/api/products") await fillCatalogue(base);
      const answer = await fetch(`${base}${route}`);
      const body = Buffer.from(await answer.arrayBuffer());
      const bare = bareServer(body, answer.headers.get("content-type") ?? "application/octet-stream", dataDir);
      try {
        await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
        const shopRps = await requestsPerSecond(`${base}${route}`);
        const bareRps = await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}${route}`);
        throughput[`GET ${route}`] = { shop: shopRps, bare: bareRps, ratio: shopRps / bareRps };
      } finally {
        bare.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 300));
      }
    }

    return {
      commit: execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim(),
      measuredAt: new Date().toISOString(),
      pages,
      throughput,
      initialJsKb: Math.round((initialJsBytes() / 1024) * 10) / 10,
    };
  } finally {
    shop.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(now: Figures, before: Figures | null): void {
  const rows: [string, string, string, string][] = [];
  const score = (v: number | undefined) => (v === undefined ? "—" : v.toFixed(2));
  const seconds = (v: number | undefined) => (v === undefined ? "—" : `${(v / 1000).toFixed(2)} s`);
  for (const [name, page] of Object.entries(now.pages)) {
    const was = before?.pages[name] ?? undefined;
    const line = (
      label: string,
      pick: (p: PageScores) => number,
      fmt: (v: number | undefined) => string,
      target: string,
    ) => rows.push([`${name} ${label}`, fmt(was ? pick(was) : undefined), fmt(page ? pick(page) : undefined), target]);
    line("performance", (p) => p.performance, score, "≥ 0.95");
    line("accessibility", (p) => p.accessibility, score, "1.00");
    line("best practices", (p) => p.bestPractices, score, "1.00");
    line("SEO", (p) => p.seo, score, "1.00");
    line("FCP", (p) => p.fcpMs, seconds, "≤ 1.5 s");
    line("LCP", (p) => p.lcpMs, seconds, "≤ 2.5 s");
    line(
      "CLS",
      (p) => p.cls,
      (v) => (v === undefined ? "—" : v.toFixed(3)),
      "0",
    );
  }
  for (const [name, t] of Object.entries(now.throughput)) {
    const was = before?.throughput[name];
    const fmt = (x?: { shop: number; bare: number; ratio: number }) =>
      x ? `${x.shop.toFixed(0)} / ${x.bare.toFixed(0)} req/s = ${x.ratio.toFixed(2)}` : "—";
    const label =
      name === "GET /api/products" ? `${name} (${CATALOGUE.boards} more boards × ${CATALOGUE.photos} photos)` : name;
    rows.push([
      `${label} shop / bare (${CONNECTIONS} conn.)`,
      fmt(was),
      fmt(t),
      name === "GET /" ? "≥ 0.40" : "≥ 0.50",
    ]);
  }
  rows.push(["initial JS of / (gzip)", before ? `${before.initialJsKb} KB` : "—", `${now.initialJsKb} KB`, "≤ 100 KB"]);

  const header: [string, string, string, string] = [
    "",
    `before (${before?.commit ?? "none"})`,
    `now (${now.commit})`,
    "target",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

const before: Figures | null = (() => {
  try {
    return JSON.parse(readFileSync(BASELINE, "utf8")) as Figures;
  } catch {
    return null;
  }
})();
const now = await measure();
report(now, before);
if (process.argv.includes("--save-baseline")) {
  writeFileSync(BASELINE, `${JSON.stringify(now, null, 2)}\n`);
  console.log(`saved ${path.relative(process.cwd(), BASELINE)}`);
}
