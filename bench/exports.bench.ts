// The orders export at the size decision 029 names: GET /api/admin/exports/orders.csv of the 10,000
// orders of bench/seeded-shop.ts, downloaded through HTTP as the admin's browser does it (brotli
// accepted), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on
// PostgreSQL in a database of the bench's own. Targets: the whole file in under 2 s, with flat
// memory: the process's RSS, sampled every few milliseconds during each download, grows by less
// than 16 MB (a batch or two and V8's young generation; the 10,000 orders read into memory at once
// take about 30 MB of RSS). The server and the downloading client share this process, so the
// growth counts both. Decision 029.
//   npm run bench:exports               (BENCH_RUNS=n sets the timed downloads, 5 by default)
import { performance } from "node:perf_hooks";
import { machine, onEachDatabase, percentile, SIZES } from "./seeded-shop";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2000;
const SAMPLE_MS = 5;
const MB = 1024 * 1024;
const CALL = "/api/admin/exports/orders.csv";
const RSS_BUDGET = 16 * MB;

type Download = { ms: number; firstByteMs: number; bytes: number; records: number; rssGrowth: number; rssPeak: number };

/** One download, read and dropped chunk by chunk, while the process's RSS is sampled. */
async function download(base: string, cookie: string): Promise<Download> {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  try {
    const began = performance.now();
    const res = await fetch(base + CALL, { headers: { cookie, "Accept-Encoding": "br, gzip" } });
    if (!res.ok || !res.body) throw new Error(`${CALL}: ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let lineEnds = 0;
    let carriageReturnLast = false;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      if (!bytes) firstByteMs = performance.now() - began;
      bytes += chunk.length;
      // Records end with CRLF; a line break inside a cell (an address) is a bare LF.
      for (let i = 0; i < chunk.length; i++) {
        if (chunk[i] === 0x0a && (i > 0 ? chunk[i - 1] === 0x0d : carriageReturnLast)) lineEnds++;
      }
      carriageReturnLast = chunk[chunk.length - 1] === 0x0d;
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }
    const ms = performance.now() - began;
    return { ms, firstByteMs, bytes, records: lineEnds - 1, rssGrowth: rssPeak - rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

await onEachDatabase(async ({ label, base, cookie }) => {
  // A first download warms the statement caches and the pool, as the admin's second export would find them.
  await download(base, cookie);
  const runs: Download[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download(base, cookie));
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const worst = runs.reduce((a, b) => (b.rssGrowth > a.rssGrowth ? b : a));
  const { bytes, records } = runs[0];
  const whole = records === SIZES.orders;
  const fast = percentile(times, 100) < TARGET_MS;
  const flat = worst.rssGrowth < RSS_BUDGET;
  console.table([
    {
      call: CALL,
      records,
      "file MB": (bytes / MB).toFixed(2),
      "first byte ms (median)": percentile(
        runs.map((r) => r.firstByteMs).sort((a, b) => a - b),
        50,
      ).toFixed(0),
      "ms p50": percentile(times, 50).toFixed(0),
      "ms max": percentile(times, 100).toFixed(0),
      target: `< ${TARGET_MS}`,
      "RSS growth MB (max)": (worst.rssGrowth / MB).toFixed(1),
      "RSS target": `< ${RSS_BUDGET / MB}`,
      "RSS peak MB": (Math.max(...runs.map((r) => r.rssPeak)) / MB).toFixed(0),
      ok: whole && fast && flat ? "yes" : "NO",
    },
  ]);
  console.log(
    `${label}: ${whole ? "" : `ONLY ${records} OF ${SIZES.orders} ORDERS; `}${
      fast ? `every download under ${TARGET_MS} ms` : "SOME DOWNLOADS MISS THEIR TARGET"
    }, RSS ${flat ? "flat" : "NOT FLAT"} (${RUNS} downloads; ` +
      `the process's peak RSS so far, seeding included: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; ${machine()})`,
  );
});
