import session from "express-session";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store on the `session` table (sid, sess, expire) of SPEC §3, through Drizzle,
 * so PGlite and PostgreSQL share one implementation and instances share sessions.
 */
export class DrizzleSessionStore extends session.Store {
  constructor(
    private readonly db: Db,
    private readonly fallbackTtlMs = DAY_MS,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.fallbackTtlMs);
  }

  override get(sid: string, cb: Callback): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .then((rows) => cb(null, (rows[0]?.sess as session.SessionData | undefined) ?? null), cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const expire = this.expiry(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.db
      .update(sessions)
      .set({ expire: this.expiry(sess) })
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
  }

  /** Deletes expired rows; returns how many. */
  async prune(now = new Date()): Promise<number> {
    const deleted = await this.db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
    return deleted.length;
  }
}
