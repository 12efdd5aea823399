import type { Express } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import { writesDataDir, type Config } from "../config";
import type { Db } from "../db/client";
import { httpLogOptions } from "../infra/logger";
import type { Storage } from "../infra/storage";
import { constantHeaders, installFastPath } from "./fast-path";
import { createMetrics } from "./metrics";
import { readiness, withTimeout } from "./readiness";
import { securityHeaders } from "./security";

type FrontDoorDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  mailQueueDepth?: () => Promise<number>;
};

/**
 * What every request meets first: the fast path (decision 018), request metrics (decision 035),
 * the access log, the security headers, and the health, readiness and metrics endpoints.
 */
export function frontDoor(app: Express, deps: FrontDoorDeps) {
  const { config, logger } = deps;
  // Requests, orders and the pool for Prometheus, when METRICS_TOKEN is set (decision 035).
  const metrics = createMetrics({
    token: config.METRICS_TOKEN,
    db: deps.db,
    mailQueueDepth: deps.mailQueueDepth,
    logger,
  });
  // Vite's dev server injects inline scripts, so the policy applies to the built app only.
  // Logging out of a provider session is a form POST that redirects to the provider (decision 016).
  const formActionOrigins = config.OIDC_ISSUER_URL ? [new URL(config.OIDC_ISSUER_URL).origin] : [];
  const production = config.NODE_ENV === "production";
  const security = config.NODE_ENV === "development" ? undefined : securityHeaders({ production, formActionOrigins });
  // Answers kept in memory skip the middleware chain, with the same security headers (decision 018).
  installFastPath(app, security ? constantHeaders(security) : [], metrics.fastAnswer);
  if (metrics.http) app.use(metrics.http);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
      // URLs without query values (order and email-link tokens), errors without SQL values (decision 017).
      ...httpLogOptions,
    }),
  );
  if (security) app.use(security);

  app.get("/healthz", async (_req, res) => {
    try {
      // Bounded: a database that has gone silent answers 503 within 5 s, not after the pool's bounds.
      await withTimeout(deps.db.execute(sql`select 1`));
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });
  // Readiness: the database, the file storage and every migration (a load balancer's check).
  app.get(
    "/readyz",
    readiness({
      db: deps.db,
      storage: deps.storage,
      dataDir: writesDataDir(config) ? config.DATA_DIR : undefined,
      operatorToken: config.METRICS_TOKEN,
    }),
  );
  if (metrics.endpoint) app.get("/metrics", metrics.endpoint);
  return metrics;
}
