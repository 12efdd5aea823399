// GET /api/products throughput of the built shop beside a bare Node http server that answers the
// same bytes: the gap is what Express, sessions-free routing, the database read and JSON cost.
// Both servers run in child processes on 127.0.0.1 and are stopped at the end.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const DURATION_MS = Number(process.env.BENCH_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

function get(port: number, agent: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/products", agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

async function waitFor(port: number): Promise<void> {
  const agent = new http.Agent();
  for (let i = 0; i < 100; i++) {
    try {
      if ((await get(port, agent)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

async function load(port: number): Promise<{ rps: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const res = await get(port, agent);
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / (DURATION_MS / 1000), p99: latencies[Math.floor(latencies.length * 0.99)] };
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, script.endsWith(".js") ? [script] : ["-e", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gg-bench-"));
const shop = start("dist/server/main.js", { NODE_ENV: "production", PORT: "5291", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" });
const children: ChildProcess[] = [shop];
try {
  await waitFor(5291);
  const body = (await get(5291, new http.Agent())).body.toString("base64");
  const bare = start(
    `const b=Buffer.from(${JSON.stringify(body)},"base64");require("http").createServer((q,s)=>{s.writeHead(200,{"content-type":"application/json; charset=utf-8","content-length":b.length});s.end(b)}).listen(5292,"127.0.0.1")`,
    {},
  );
  children.push(bare);
  await waitFor(5292);
  const shopResult = await load(5291);
  const bareResult = await load(5292);
  const fmt = (r: { rps: number; p99: number }) => `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1)} ms`;
  console.log(`GET /api/products, ${CONCURRENCY} connections, ${DURATION_MS / 1000} s each, ${Buffer.from(body, "base64").length} bytes`);
  console.log(`  shop (Express + PGlite): ${fmt(shopResult)}`);
  console.log(`  bare node http:          ${fmt(bareResult)}`);
  console.log(`  shop / bare: ${((shopResult.rps / bareResult.rps) * 100).toFixed(1)}%`);
} finally {
  for (const c of children) c.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
