import type { Request, RequestHandler } from "express";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "./errors";

/**
 * Fixed-window counters in the database, so every instance sees the same count. One upsert per
 * hit: a window older than `windowMs` starts again at 1.
 */
export function rateLimiter(db: Db, options: { max: number; windowMs: number }) {
  return {
    /** Counts one hit for each key; answers how long to wait when any key is over the limit. */
    async hit(keys: string[], now = new Date()): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const staleBefore = new Date(now.getTime() - options.windowMs);
      let retryAfterSeconds = 0;
      for (const key of keys) {
        const fresh = sql`${rateLimits.windowStart} <= ${staleBefore}`;
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart: now, hits: 1 })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              hits: sql`case when ${fresh} then 1 else ${rateLimits.hits} + 1 end`,
              windowStart: sql`case when ${fresh} then ${now} else ${rateLimits.windowStart} end`,
            },
          })
          .returning();
        if (row.hits > options.max) {
          const wait = Math.ceil((row.windowStart.getTime() + options.windowMs - now.getTime()) / 1000);
          retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
        }
      }
      return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
    },
    /** Drops counters whose window has passed. */
    async prune(now = new Date()): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - options.windowMs)));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * Limits a route per client IP and, when the body names one, per email address, so neither one
 * address from many places nor many addresses from one place get unlimited tries.
 */
export function limitByIpAndEmail(limiter: RateLimiter, scope: string): RequestHandler {
  return async (req: Request, res, next) => {
    const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase().slice(0, 254) : "";
    const keys = [`${scope}:ip:${req.ip ?? "unknown"}`, ...(email ? [`${scope}:email:${email}`] : [])];
    const { allowed, retryAfterSeconds } = await limiter.hit(keys);
    if (!allowed) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      res.set("Retry-After", String(retryAfterSeconds));
      throw new HttpError(429, `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`);
    }
    next();
  };
}

/** Limits a route per client IP only (forms anyone may send, like the contact form). */
export function limitByIp(limiter: RateLimiter, scope: string, tooMany: (minutes: number) => string): RequestHandler {
  return async (req: Request, res, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit([`${scope}:ip:${req.ip ?? "unknown"}`]);
    if (!allowed) {
      res.set("Retry-After", String(retryAfterSeconds));
      throw new HttpError(429, tooMany(Math.ceil(retryAfterSeconds / 60)));
    }
    next();
  };
}
