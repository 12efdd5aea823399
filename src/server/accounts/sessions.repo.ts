import type session from "express-session";
import { and, eq, gt, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { sessions } from "../db/schema";

/** The session rows of one signed-in person: their id is in the session's JSON. */
const sessionsOf = (userId: string) => sql`${sessions.sess}->>'userId' = ${userId}`;

/** The only code that reads or writes the `session` table: the session store's rows, and signing a person out. */
export function sessionsRepo(db: Db) {
  return {
    async find(sid: string, now = new Date()): Promise<session.SessionData | undefined> {
      const [row] = await db
        .select({ sess: sessions.sess })
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
      return row?.sess as session.SessionData | undefined;
    },
    async save(sid: string, sess: session.SessionData, expire: Date): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid, sess, expire })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } });
    },
    async destroy(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    /**
     * Moves the row's expiry to `expire`, unless that would move it later by less than `minStepMs`:
     * then the row is left as it is and nothing is written (decision 031). An earlier expiry is
     * always written.
     */
    async touch(sid: string, expire: Date, minStepMs = 0): Promise<void> {
      const shortens = gt(sessions.expire, expire);
      const movedOnEnough = lte(sessions.expire, new Date(expire.getTime() - minStepMs));
      await db
        .update(sessions)
        .set({ expire })
        .where(and(eq(sessions.sid, sid), or(shortens, movedOnEnough)));
    },
    /** Deletes expired rows; returns how many. */
    async prune(now = new Date()): Promise<number> {
      const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
      return deleted.length;
    },
    /** The person's sessions that have not expired (the privacy export, decision 065): their data and expiry, never their ids. */
    async ofUser(userId: string, now = new Date()): Promise<{ sess: session.SessionData; expire: Date }[]> {
      const rows = await db
        .select({ sess: sessions.sess, expire: sessions.expire })
        .from(sessions)
        .where(and(sessionsOf(userId), gt(sessions.expire, now)));
      return rows.map((row) => ({ sess: row.sess as session.SessionData, expire: row.expire }));
    },
    /** Signs the person out everywhere. */
    async endFor(userId: string, ex: Executor = db): Promise<void> {
      await ex.delete(sessions).where(sessionsOf(userId));
    },
    /** Signs the person out everywhere but in the session `keepSid`. */
    async endOthersOf(userId: string, keepSid: string, ex: Executor = db): Promise<void> {
      await ex.delete(sessions).where(and(sessionsOf(userId), ne(sessions.sid, keepSid)));
    },
  };
}
