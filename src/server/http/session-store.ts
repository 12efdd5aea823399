import session from "express-session";

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A rolling expiry is written once it has moved on by this much (decision 031). */
export const TOUCH_STEP_MS = 60_000;

/** The `session` table's rows (accounts/sessions.repo.ts keeps them). */
export type SessionRows = {
  find(sid: string): Promise<session.SessionData | undefined>;
  save(sid: string, sess: session.SessionData, expire: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  touch(sid: string, expire: Date, minStepMs?: number): Promise<void>;
  prune(now?: Date): Promise<number>;
};

/**
 * express-session store on the `session` table (sid, sess, expire) of SPEC §3, through Drizzle,
 * so PGlite and PostgreSQL share one implementation and instances share sessions.
 */
export class DrizzleSessionStore extends session.Store {
  constructor(
    private readonly rows: SessionRows,
    private readonly fallbackTtlMs = DAY_MS,
    private readonly touchStepMs = TOUCH_STEP_MS,
  ) {
    super();
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
