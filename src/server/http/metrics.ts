import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Told of each answer the fast path sent from memory (http/fast-path.ts), which skips Express. */
export type FastAnswerObserver = (req: IncomingMessage, res: ServerResponse, route: string, seconds: number) => void;

/** Orders placed and paid, counted for GET /metrics: orders/order-counters.ts's port, which the services call. */
export type OrderMetrics = { placed(): void; paid(via: "card" | "manual"): void };

type Metrics = {
  /** First middleware: times every answer that goes through Express, by route pattern and status. */
  http?: RequestHandler;
  fastAnswer?: FastAnswerObserver;
  /** GET /metrics, behind the bearer token. */
  endpoint?: RequestHandler;
  orders: OrderMetrics;
};

type MetricsOptions = {
  /** METRICS_TOKEN: without it nothing is collected and /metrics does not exist. */
  token?: string;
  /** The app's Drizzle database: its node-postgres pool is watched (PGlite has none). */
  db: unknown;
  /** Emails waiting in the retry queue. */
  mailQueueDepth?: () => Promise<number>;
  logger: Logger;
};

/** The label of an answer no route matched: static files, redirects, refusals before routing, unknown paths. */
export const UNMATCHED = "(unmatched)";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const routeKey = Symbol("metrics route");
type Routed = Request & { [routeKey]?: string };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (both sides hashed to one length). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}

/** Whether a request carries `Authorization: Bearer <token>` (the operator's token of /metrics and /readyz's details). */
export function carriesBearer(req: IncomingMessage, token: string): boolean {
  return bearerMatches(req.headers.authorization, digest(token));
}

/**
 * Records the route pattern at the moment Express dispatches to it, with the prefix the route's
 * router is mounted at: by the time the answer finishes, an error has already taken the request back
 * out of that router (req.baseUrl restored), so reading req.route then could drop the prefix.
 */
function watchRoute(req: Routed): void {
  let route: unknown;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: string } | undefined) {
      route = value;
      if (value?.path !== undefined) req[routeKey] = req.baseUrl + value.path;
    },
  });
}

/** Prometheus metrics on a registry of this app's own, so several apps in one process never clash (decision 035). */
export function createMetrics(options: MetricsOptions): Metrics {
  if (!options.token) return { orders: { placed() {}, paid() {} } };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method, route pattern and status (its _count counts them)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observe = (method: string | undefined, route: string, status: number, seconds: number) =>
    duration.observe(
      { method: method && METHODS.has(method) ? method : "other", route, status: String(status) },
      seconds,
    );

  const placed = new Counter({ name: "shop_orders_placed_total", help: "Orders placed", registers: [registry] });
  const paid = new Counter({
    name: "shop_orders_paid_total",
    help: "Orders paid: by card (Stripe's webhook) or marked as paid by the owner",
    labelNames: ["via"] as const,
    registers: [registry],
  });

  const pool = (options.db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge("shop_db_pool_connections", "Connections open in the database pool", () => pool.totalCount);
    poolGauge("shop_db_pool_idle_connections", "Open connections not in use", () => pool.idleCount);
    poolGauge("shop_db_pool_waiting_requests", "Queries waiting for a free connection", () => pool.waitingCount);
  }
  const depth = options.mailQueueDepth;
  if (depth) {
    new Gauge({
      name: "shop_mail_queue_depth",
      help: "Emails waiting in the retry queue to be sent",
      registers: [registry],
      async collect() {
        try {
          this.set(await depth());
        } catch (err) {
          // An unknown depth is NaN, never a stale number that looks fine.
          options.logger.warn({ err }, "mail queue depth could not be read for /metrics");
          this.set(Number.NaN);
        }
      },
    });
  }

  const expected = digest(options.token);
  return {
    http(req, res, next) {
      const started = performance.now();
      watchRoute(req);
      res.once("finish", () =>
        observe(
          req.method,
          (req as Routed)[routeKey] ?? UNMATCHED,
          res.statusCode,
          (performance.now() - started) / 1000,
        ),
      );
      next();
    },
    fastAnswer: (req, res, route, seconds) => observe(req.method, route, res.statusCode, seconds),
    async endpoint(req, res) {
      res.set("Cache-Control", "no-store");
      if (!bearerMatches(req.get("authorization"), expected)) {
        res.set("WWW-Authenticate", 'Bearer realm="metrics"').status(401).type("text").send("Unauthorized");
        return;
      }
      res.type(registry.contentType).send(await registry.metrics());
    },
    orders: { placed: () => placed.inc(), paid: (via) => paid.inc({ via }) },
  };
}
