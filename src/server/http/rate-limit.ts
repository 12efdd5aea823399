import type { Request, RequestHandler, Response } from "express";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { Unauthorized } from "../errors";
import { HttpError } from "./errors";

type Count = { hits: number; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so every instance sees the same count. One upsert per
 * hit: a window older than `windowMs` starts again at 1.
 */
export function rateLimiter(db: Db, options: { max: number; windowMs: number }) {
  const retryAfter = (windowStart: Date, now: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + options.windowMs - now.getTime()) / 1000));

  return {
    max: options.max,
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
        if (row.hits > options.max) retryAfterSeconds = Math.max(retryAfterSeconds, retryAfter(row.windowStart, now));
      }
      return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
    },
    /** The hits of `key` in its current window, without counting one. */
    async count(key: string, now = new Date()): Promise<Count> {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(
          sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${new Date(now.getTime() - options.windowMs)}`,
        );
      return row
        ? { hits: row.hits, retryAfterSeconds: retryAfter(row.windowStart, now) }
        : { hits: 0, retryAfterSeconds: 0 };
    },
    /** Drops counters whose window has passed. */
    async prune(now = new Date()): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - options.windowMs)));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;

const ipOf = (req: Request) => req.ip ?? "unknown";

function tooMany(res: Response, retryAfterSeconds: number, message: (minutes: number) => string): HttpError {
  res.set("Retry-After", String(retryAfterSeconds));
  return new HttpError(429, message(Math.ceil(retryAfterSeconds / 60)));
}

const waitMessage = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;

/** Limits a route per client IP, counting every request (forms anyone may send, checkout, register). */
export function limitByIp(
  limiter: RateLimiter,
  scope: string,
  message: (minutes: number) => string = waitMessage,
): RequestHandler {
  return async (req, res, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit([`${scope}:ip:${ipOf(req)}`]);
    if (!allowed) throw tooMany(res, retryAfterSeconds, message);
    next();
  };
}

/**
 * Password guessing is slowed by counting failures only, in two buckets: the client's IP and the
 * email tried. An IP over its limit is refused. An email over its limit refuses IPs that already
 * failed, but a correct password from a clean IP still signs in: strangers who fail against the
 * owner's address cannot lock the owner out (decision 012).
 */
export function loginThrottle(limiter: RateLimiter) {
  return async function attempt<T>(req: Request, res: Response, email: string, signIn: () => Promise<T>): Promise<T> {
    const ipKey = `login:ip:${ipOf(req)}`;
    const emailKey = `login:email:${email}`;
    const [ip, byEmail] = await Promise.all([limiter.count(ipKey), limiter.count(emailKey)]);
    if (ip.hits >= limiter.max) throw tooMany(res, ip.retryAfterSeconds, waitMessage);
    const emailLocked = byEmail.hits >= limiter.max;
    if (emailLocked && ip.hits > 0) throw tooMany(res, byEmail.retryAfterSeconds, waitMessage);
    try {
      return await signIn();
    } catch (err) {
      if (!(err instanceof Unauthorized)) throw err;
      await limiter.hit([ipKey, emailKey]);
      throw emailLocked ? tooMany(res, byEmail.retryAfterSeconds, waitMessage) : err;
    }
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
