import session from "express-session";
import type { Db } from "../db/client";
import { sessionsRepo } from "../accounts/sessions.repo";

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A rolling expiry is written once it has moved on by this much (decision 031). */
export const TOUCH_STEP_MS = 60_000;

/**
 * express-session store on the `session` table (sid, sess, expire) of SPEC §3, through Drizzle,
 * so PGlite and PostgreSQL share one implementation and instances share sessions.
 */
export class DrizzleSessionStore extends session.Store {
  private readonly rows: ReturnType<typeof sessionsRepo>;

  constructor(
    db: Db,
    private readonly fallbackTtlMs = DAY_MS,
    private readonly touchStepMs = TOUCH_STEP_MS,
  ) {
    super();
    this.rows = sessionsRepo(db);
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.fallbackTtlMs);
  }

  override get(sid: string, cb: Callback): void {
    this.rows.find(sid).then((sess) => cb(null, sess ?? null), cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.rows.save(sid, sess, this.expiry(sess)).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.rows.destroy(sid).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  /**
   * express-session touches an unchanged session at the end of every request, and the response
   * waits for it: the row is written only once its rolling expiry has moved on by `touchStepMs`, so
   * reads (an admin paging through a list) write nothing (decision 031).
   */
  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.rows.touch(sid, this.expiry(sess), this.touchStepMs).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  /** Deletes expired rows; returns how many. */
  prune(now = new Date()): Promise<number> {
    return this.rows.prune(now);
  }
}
