import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import type { Product } from "../src/shared/product";
import { productPayload } from "../src/server/db/factories";
import { checkoutPayload } from "../src/server/test/checkout.fixtures";
import { createDatabase } from "../src/server/test/server-databases";
import { freePort } from "../src/server/test/free-port";

// What the system suites share: a database of their own on the test PostgreSQL server, built
// instances of the shop (dist/server/main.js) started as processes on 127.0.0.1, and the calls a
// visitor or the owner makes to them.

export const ADMIN = { email: "owner@multi.example.com", password: "a-long-owner-password-1" };
const SESSION_SECRET = "one-secret-shared-by-both-instances-0123456789";
// The owner's saved secrets are sealed with it: instances on one database share it (decision 084).
const SETTINGS_KEY = "c2hhcmVkLWJ5LWJvdGgtaW5zdGFuY2VzLTMyLWJ5dGU=";
// A server of their own is what these suites test: with TEST_DATABASE_URL set empty (the API suite on
// PGlite), the local one.
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** A database of its own for one suite: `url`, a client on it, and drop() for afterAll. */
export async function suiteDatabase(prefix: string) {
  const own = await createDatabase(ADMIN_URL, prefix);
  const db = new pg.Client({ connectionString: own.url });
  await db.connect();
  return {
    url: own.url,
    db,
    async drop() {
      await db.end();
      await own.drop();
    },
  };
}
export type Instance = {
  name: string;
  origin: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
};

/** Starts a built instance on `databaseUrl` with `env` added, and resolves once its /readyz answers 200. */
export async function startInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gg-${name}-`));
  const output: string[] = [];
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      SETTINGS_KEY,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      CHECKOUT_RATE_LIMIT: "100000",
      UNPAID_ORDERS_LIMIT: "100000",
      UNPAID_ITEM_LIMIT: "100000",
      // A bound for a stop that hangs: the requests a SIGTERM finds may take a while on a loaded machine.
      SHUTDOWN_GRACE_SECONDS: "120",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  // Its data folder goes with it, as a journey shop's does (e2e/support/serve.mjs).
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  // A bound for a start that hangs, not a speed test: a loaded machine may take a while.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance ${name} did not become ready:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, origin, child, exited, output };
}

/** Ends the instances still running (SIGKILL) and waits for them. */
export async function stopAll(instances: (Instance | undefined)[]) {
  for (const instance of instances) if (instance && instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await Promise.all(instances.flatMap((instance) => (instance ? [instance.exited] : [])));
}

/** A signed-in visitor's cookie, usable on either instance. */
export async function signIn(origin: string): Promise<string> {
  const res = await call(origin, null, "POST", "/api/login-local", ADMIN);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

const bodyOf = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

const headersOf = (origin: string, cookie: string | null, body: unknown): Record<string, string> => ({
  ...(cookie ? { Cookie: cookie } : {}),
  ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  // The shop refuses cross-site writes; a same-origin request names its origin.
  Origin: origin,
});

/**
 * A request as a visitor sends it, on a connection of its own: a kept-alive one could be closed by
 * the instance's keep-alive timer just as a request starts on it (a client on a starved event loop
 * reuses it late), a failure of the test's connection pool, not of the shop.
 */
export function call(
  origin: string,
  cookie: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<Response> {
  const payload = bodyOf(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${url}`,
      {
        method,
        agent: false,
        headers: headersOf(origin, cookie, body),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, one);
          const status = res.statusCode ?? 0;
          const text = [204, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(text, { status, headers }));
        });
      },
    );
    // Like fetch's: the socket's failure as the cause (ECONNREFUSED, ECONNRESET…).
    req.on("error", (cause) => reject(new TypeError("fetch failed", { cause })));
    req.end(payload);
  });
}

/** The same request on one of fetch's kept-alive connections (a visitor's browser reuses them), with `headers` added. */
export function callKeptAlive(
  origin: string,
  cookie: string | null,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${origin}${url}`, {
    method,
    headers: { ...headersOf(origin, cookie, body), ...headers },
    body: bodyOf(body),
  });
}

export async function createBoard(origin: string, cookie: string, fields: Parameters<typeof productPayload>[0]) {
  const res = await call(origin, cookie, "POST", "/api/products", productPayload(fields));
  expect(res.status).toBe(201);
  return (await res.json()) as Product;
}

/** A checkout of one `board` by `email` (manual payment unless the instance has Stripe keys). */
export function order(board: Product, email: string) {
  return checkoutPayload({
    amount: board.price,
    items: [{ productId: board.id, productName: board.name, quantity: 1, price: board.price }],
    customerInfo: { name: "Sam Shopper", email, phone: "", address: "1 Main St\nPortland, OR 97201" },
  });
}

/** The code of a failed fetch's cause (ECONNREFUSED, UND_ERR_SOCKET…), or its message. */
export function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}
