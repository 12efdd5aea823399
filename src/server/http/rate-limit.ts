import { isIPv4, isIPv6 } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { Unauthorized } from "../errors";
import { HttpError } from "./errors";

type Count = { hits: number; retryAfterSeconds: number };

/** When an email's password sign-in pauses, and for how long (decision 044). */
export type PausePolicy = {
  /** Attempts without a success after which password sign-in pauses. */
  threshold: number;
  /** The first pause; each further attempt doubles it, up to `maxMs`. */
  firstMs: number;
  maxMs: number;
  /** An email whose last attempt is older than this (and not paused) starts counting again. */
  forgetAfterMs: number;
};

export type PauseAttempt =
  { allowed: true; attempts: number; pausedUntil: Date | null } | { allowed: false; pausedUntil: Date };

/** Each email's password attempts without a success (accounts/sign-in-pauses.repo.ts keeps them). */
type SignInPauses = {
  countAttempt(email: string, policy: PausePolicy, now?: Date): Promise<PauseAttempt>;
  clear(email: string): Promise<void>;
};

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
type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * The bucket a client address counts in: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber's network holds 2^64 addresses, so counting each alone counts nothing), and an
 * IPv4-mapped IPv6 address ("::ffff:192.0.2.1") as its IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ""));
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a dotted IPv4 tail read); undefined if it is none. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const zeros = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...zeros, ...right];
  return groups.length === 8 ? groups : undefined;
}

const ipOf = (req: Request) => clientKey(req.ip);

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

/** Limits a signed-in person's calls of a route (after requireUser), wherever they come from. */
export function limitByUser(limiter: RateLimiter, scope: string, message: (minutes: number) => string): RequestHandler {
  return async (req, res, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit([`${scope}:user:${req.user!.id}`]);
    if (!allowed) throw tooMany(res, retryAfterSeconds, message);
    next();
  };
}

/** How an email's password sign-in pauses: after `AUTH_RATE_LIMIT` attempts, 1 minute, doubling to an hour (decision 044). */
export const signInPausePolicy = (threshold: number): PausePolicy => ({
  threshold,
  firstMs: 60_000,
  maxMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
});

/**
 * Password guessing is slowed in two places. Failures are counted per client (an IPv6 client by
 * its /64): a client over its limit is refused. And each email counts its attempts not followed
 * by a success (`sign_in_pauses`): after the limit, password sign-in for that email pauses from
 * every address, for a minute that doubles with each further attempt up to an hour, and while
 * paused even the right password answers 429. The owner is never stuck: an emailed sign-in link
 * works while paused, and clears the pause (decisions 012 and 044).
 */
export function loginThrottle(limiter: RateLimiter, pauses: SignInPauses, policy: PausePolicy) {
  return async function attempt<T>(req: Request, res: Response, email: string, signIn: () => Promise<T>): Promise<T> {
    const ipKey = `login:ip:${ipOf(req)}`;
    const ip = await limiter.count(ipKey);
    if (ip.hits >= limiter.max) throw tooMany(res, ip.retryAfterSeconds, waitMessage);
    const now = new Date();
    const counted = await pauses.countAttempt(email.toLowerCase(), policy, now);
    if (!counted.allowed) {
      const seconds = Math.max(1, Math.ceil((counted.pausedUntil.getTime() - now.getTime()) / 1000));
      throw tooMany(res, seconds, waitMessage);
    }
    try {
      const user = await signIn();
      await pauses.clear(email);
      return user;
    } catch (err) {
      if (err instanceof Unauthorized) await limiter.hit([ipKey]);
      throw err;
    }
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
