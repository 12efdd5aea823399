import type { Request, RequestHandler, Response } from "express";
import { hasSignedInHint, SIGNED_IN_COOKIE } from "@shared/signed-in";
import type session from "express-session";
import type { User } from "@shared/auth";
import { HttpError } from "./errors";

declare module "express-session" {
  interface SessionData {
    userId?: string;
    /** "oidc" when the session came from the external identity provider. */
    signedInWith?: "password" | "oidc";
    /** When the person signed in (ms since the epoch): the absolute lifetime counts from here. */
    signedInAt?: number;
    /** When the person last proved who they are (a sign-in, or their password again): deleting the account asks for 10 minutes (decision 065). */
    authenticatedAt?: number;
  }
}

// Express's own Request, which every handler's req is.
declare module "express-serve-static-core" {
  interface Request {
    user?: User;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a sign-in lasts: idle timeout and absolute lifetime, shorter for admins (decision 013). */
export type SessionLifetimes = {
  customer: { idleMs: number; absoluteMs: number };
  admin: { idleMs: number; absoluteMs: number };
};

export function sessionLifetimes(config: {
  SESSION_MAX_AGE_DAYS: number;
  SESSION_ABSOLUTE_DAYS: number;
  ADMIN_SESSION_IDLE_MINUTES: number;
  ADMIN_SESSION_ABSOLUTE_HOURS: number;
}): SessionLifetimes {
  return {
    customer: { idleMs: config.SESSION_MAX_AGE_DAYS * DAY_MS, absoluteMs: config.SESSION_ABSOLUTE_DAYS * DAY_MS },
    admin: {
      idleMs: config.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: config.ADMIN_SESSION_ABSOLUTE_HOURS * HOUR_MS,
    },
  };
}

/**
 * The cookie (and so the session row) lives for the idle timeout from now, but never past the
 * absolute end of the sign-in; answers false when that end has passed.
 */
function renew(
  sess: session.Session & Partial<session.SessionData>,
  isAdmin: boolean,
  lifetimes: SessionLifetimes,
  now: number,
): boolean {
  const { idleMs, absoluteMs } = isAdmin ? lifetimes.admin : lifetimes.customer;
  // A session from before lifetimes were recorded has no start: it is treated as expired.
  const left = typeof sess.signedInAt === "number" ? sess.signedInAt + absoluteMs - now : 0;
  if (left <= 0) return false;
  sess.cookie.maxAge = Math.min(idleMs, left);
  return true;
}

/**
 * The signed-in hint (decision 020): a readable cookie without any secret that lives as long as the
 * session cookie, so a visitor who is not signed in never asks GET /api/auth/user for a 401.
 */
function keepHint(req: Request, res: Response, signedIn: boolean, maxAge?: number) {
  if (signedIn) res.cookie(SIGNED_IN_COOKIE, "1", { path: "/", sameSite: "lax", secure: req.secure, maxAge });
  else if (hasSignedInHint(req.headers.cookie ?? "")) clearHint(res);
}

/** Ends the signed-in hint, with the session (a logout). */
export function clearHint(res: Response) {
  // The request began signed in, so loadUser renewed the hint: that renewal goes.
  const set = res.getHeader("Set-Cookie");
  if (Array.isArray(set))
    res.setHeader(
      "Set-Cookie",
      set.filter((cookie) => !cookie.startsWith(`${SIGNED_IN_COOKIE}=`)),
    );
  res.clearCookie(SIGNED_IN_COOKIE, { path: "/" });
}

/** Awaits one of express-session's callback calls: `await sessionCall((cb) => req.session.save(cb))`. */
export const sessionCall = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) =>
    fn((err) =>
      err ? reject(err instanceof Error ? err : new Error("session store failed", { cause: err })) : resolve(),
    ),
  );

/**
 * Signs the person in: a new session id (an id planted before login is worthless afterwards), the
 * time of the sign-in, and the lifetime of their role.
 */
export async function signIn(
  req: Request,
  user: User,
  via: "password" | "oidc",
  lifetimes: SessionLifetimes,
  extra?: { idToken?: string },
) {
  await sessionCall((cb) => req.session.regenerate(cb));
  req.session.userId = user.id;
  req.session.signedInWith = via;
  req.session.signedInAt = Date.now();
  req.session.authenticatedAt = req.session.signedInAt;
  if (extra?.idToken) req.session.idToken = extra.idToken;
  renew(req.session, user.isAdmin, lifetimes, Date.now());
  await sessionCall((cb) => req.session.save(cb));
  keepHint(req, req.res!, true, req.session.cookie.maxAge ?? undefined);
}

/** Who a session's user id is now (accounts.service satisfies it). */
export type UserLookup = { findById(id: string): Promise<User | undefined> };

/**
 * Loads the signed-in user from the database on every request, so role changes apply at once, and
 * ends the sign-in once its absolute lifetime (by role) has passed.
 */
export function loadUser(accounts: UserLookup, lifetimes: SessionLifetimes): RequestHandler {
  return async (req, res, next) => {
    const userId = req.session?.userId;
    if (userId) {
      const user = await accounts.findById(userId);
      if (user && renew(req.session, user.isAdmin, lifetimes, Date.now())) {
        req.user = { ...user, signedInWith: req.session.signedInWith ?? "password" };
      } else {
        delete req.session.userId;
        delete req.session.signedInWith;
        delete req.session.signedInAt;
        delete req.session.authenticatedAt;
        delete req.session.idToken;
      }
    }
    keepHint(req, res, req.user !== undefined, req.session?.cookie.maxAge ?? undefined);
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, "Please log in to continue");
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, "Please log in to continue");
  if (!req.user.isAdmin) throw new HttpError(403, "You do not have admin privileges");
  next();
};
