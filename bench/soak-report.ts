// What the soak bench (bench/soak.bench.ts) prints: short tables for a person, then, as the last
// line, one JSON object with every figure, for the notes of a run and a comparison with the next.
import { growth, type HeapSummary } from "./heap-snapshot";
import type { LogTally } from "./soak-shops";
import { machine, percentile } from "./stats";

export type ShopSamples = {
  /** Durations (ms) of the answered page requests and checkouts, whatever their status. */
  pages: number[];
  checkouts: number[];
  /** "page 200", "checkout 409", "page ECONNRESET": how many of each. */
  statuses: Map<string, number>;
};

export type SoakRun = {
  seconds: number;
  users: number;
  /** Requests a second the users were paced to; 0: as fast as they went. */
  rate: number;
  checkoutShare: number;
  shops: string[];
  samples: ShopSamples[];
  /** Page durations by address, both instances together. */
  byPage: Map<string, number[]>;
  /** "checkout 409: <the answer's first 200 characters>" and how often. */
  refusals: Map<string, number>;
  /** heapUsed and rss during the load, without a collection. */
  memory: { at: number; shop: string; heapUsed: number; rss: number }[];
  /** heapUsed after two full collections, before and after the load. */
  heap: { start: number; end: number }[];
  logs: LogTally[];
  startSummaries: HeapSummary[];
  endSummaries: HeapSummary[];
};

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const kb = (bytes: number) => Math.round(bytes / 1024);
const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms * 10) / 10);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function spread(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => round(percentile(sorted, p));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: round(sorted.at(-1)) };
}

function print(rows: (string | number | null)[][]): void {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? "—" : String(cell))));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  for (const row of cells)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
}

const nonOk = (statuses: Map<string, number>) =>
  [...statuses].filter(([key]) => !/ 2\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);

export function report(run: SoakRun, commit: string, seed: number): void {
  const all: ShopSamples = {
    pages: run.samples.flatMap((s) => s.pages),
    checkouts: run.samples.flatMap((s) => s.checkouts),
    statuses: new Map(),
  };
  for (const s of run.samples) for (const [k, n] of s.statuses) all.statuses.set(k, (all.statuses.get(k) ?? 0) + n);
  const named = [...run.shops.map((name, i) => [name, run.samples[i]] as const), ["both", all] as const];
  const requests = (s: ShopSamples) => [...s.statuses.values()].reduce((a, b) => a + b, 0);

  console.log(
    `\nSoak of ${run.seconds.toFixed(0)} s: ${run.shops.length} instances on one PostgreSQL database, ${run.users} users` +
      `${run.rate ? ` paced to ${run.rate} requests/s` : ""}, ` +
      `${Math.round(run.checkoutShare * 100)}% checkouts, seed ${seed}; commit ${commit}; ${machine()}\n`,
  );
  const rows: (string | number | null)[][] = [
    ["(ms)", "requests", "req/s", "pages", "p50", "p95", "p99", "max", "checkouts", "p50", "p99", "max", "non-2xx"],
  ];
  for (const [name, s] of named) {
    const p = spread(s.pages);
    const c = spread(s.checkouts);
    rows.push([
      name,
      requests(s),
      Math.round(requests(s) / run.seconds),
      p.count,
      p.p50,
      p.p95,
      p.p99,
      p.max,
      c.count,
      c.p50,
      c.p99,
      c.max,
      nonOk(s.statuses),
    ]);
  }
  print(rows);

  console.log("\nPages on both instances (ms)");
  const pages = [...run.byPage].map(([address, times]) => [address, spread(times)] as const);
  print([
    ["address", "count", "p50", "p95", "p99", "max"],
    ...pages.map(([address, p]) => [address, p.count, p.p50, p.p95, p.p99, p.max]),
  ]);

  console.log("\nAnswers");
  for (const [name, s] of named.slice(0, -1))
    console.log(`  ${name}: ${[...s.statuses].map(([key, n]) => `${key} ×${n}`).join(", ")}`);
  const refusals = [...run.refusals].sort((a, b) => b[1] - a[1]);
  for (const [what, n] of refusals.slice(0, 5)) console.log(`  ×${n} ${what}`);

  console.log("\nHeap used after a full GC (MB), before and after the load");
  run.shops.forEach((name, i) => {
    const { start, end } = run.heap[i];
    console.log(`  ${name}: ${mb(start)} → ${mb(end)} (${signed(Math.round((mb(end) - mb(start)) * 10) / 10)})`);
  });
  console.log("Heap used / RSS during the load (MB, no GC)");
  for (const name of run.shops) {
    const points = run.memory.filter((m) => m.shop === name).sort((a, b) => a.at - b.at);
    console.log(`  ${name}: ${points.map((m) => `${m.at}s ${mb(m.heapUsed)}/${mb(m.rss)}`).join(", ") || "—"}`);
  }

  console.log("\nLogs (warn and above)");
  run.shops.forEach((name, i) => {
    const log = run.logs[i];
    console.log(`  ${name}: ${log.errors} errors, ${log.warnings} warnings, ${log.other} other lines`);
    const top = [...log.messages].sort((a, b) => b[1] - a[1]).slice(0, 5);
    for (const [message, n] of top) console.log(`    ×${n} ${message}`);
  });

  const snapshots = run.shops.flatMap((name, i) => {
    const start = run.startSummaries[i];
    const end = run.endSummaries[i];
    return start && end ? [{ name, start, end, grew: growth(start, end) }] : [];
  });
  for (const { name, start, end, grew } of snapshots) {
    console.log(
      `\nHeap snapshots of ${name}: ${mb(start.totalBytes)} MB in ${start.nodes} nodes → ` +
        `${mb(end.totalBytes)} MB in ${end.nodes} nodes (${signed(Math.round((mb(end.totalBytes) - mb(start.totalBytes)) * 10) / 10)} MB)`,
    );
    print([
      ["grew most (self size)", "start KB", "end KB", "Δ KB", "Δ count"],
      ...grew.map((g) => [
        g.name.slice(0, 60),
        kb(g.startBytes),
        kb(g.endBytes),
        signed(kb(g.endBytes - g.startBytes)),
        signed(g.countDelta),
      ]),
    ]);
    console.log(`  ${start.file}\n  ${end.file}`);
  }

  const json = {
    bench: "soak",
    commit,
    measuredAt: new Date().toISOString(),
    machine: machine(),
    seconds: Math.round(run.seconds),
    users: run.users,
    rate: run.rate,
    checkoutShare: run.checkoutShare,
    seed,
    instances: Object.fromEntries(
      named.map(([name, s]) => [
        name,
        {
          requests: requests(s),
          pagesMs: spread(s.pages),
          checkoutsMs: spread(s.checkouts),
          statuses: Object.fromEntries(s.statuses),
        },
      ]),
    ),
    pagesMs: Object.fromEntries(pages),
    refusals: Object.fromEntries(refusals.slice(0, 10)),
    heapUsedAfterGcMb: Object.fromEntries(
      run.shops.map((name, i) => [name, { start: mb(run.heap[i].start), end: mb(run.heap[i].end) }]),
    ),
    memoryMb: run.memory.map((m) => ({ at: m.at, shop: m.shop, heapUsed: mb(m.heapUsed), rss: mb(m.rss) })),
    logs: Object.fromEntries(
      run.shops.map((name, i) => [
        name,
        { errors: run.logs[i].errors, warnings: run.logs[i].warnings, other: run.logs[i].other },
      ]),
    ),
    snapshots: Object.fromEntries(
      snapshots.map(({ name, start, end, grew }) => [
        name,
        {
          start: start.file,
          end: end.file,
          startMb: mb(start.totalBytes),
          endMb: mb(end.totalBytes),
          grewKb: grew.map((g) => ({ name: g.name, kb: kb(g.endBytes - g.startBytes), count: g.countDelta })),
        },
      ]),
    ),
  };
  console.log(`\n${JSON.stringify(json)}`);
}
