import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { signInPauses } from "../db/schema";
import type { PauseAttempt, PausePolicy } from "../http/rate-limit";

/**
 * The only code that reads or writes `sign_in_pauses`: per email (lower-cased), the password
 * attempts not followed by a success, and until when password sign-in is paused.
 */
export function signInPausesRepo(db: Db) {
  return {
    /**
     * Counts one password attempt for `email`, unless its sign-in is paused: one upsert, so
     * instances sharing the database count together and parallel guesses cannot slip past the
     * threshold (a paused row is left as it is, so the statement answers no row).
     */
    async countAttempt(email: string, policy: PausePolicy, now = new Date(), ex: Executor = db): Promise<PauseAttempt> {
      const t = signInPauses;
      const stale = sql`${t.lastFailureAt} <= ${new Date(now.getTime() - policy.forgetAfterMs)}`;
      const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
      // first × 2^(attempts − threshold), capped; the exponent is bounded so power() cannot overflow.
      const pauseAfter = (attempts: ReturnType<typeof sql>) => sql`(case when ${attempts} >= ${policy.threshold}
        then ${now}::timestamptz + least(${policy.firstMs}::float8 * power(2, least(${attempts} - ${policy.threshold}, 30)), ${policy.maxMs}::float8) * interval '1 millisecond'
        else null end)`;
      const [row] = await ex
        .insert(t)
        .values({
          email,
          failures: 1,
          pausedUntil: policy.threshold <= 1 ? new Date(now.getTime() + policy.firstMs) : null,
          lastFailureAt: now,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: { failures: next, pausedUntil: pauseAfter(next), lastFailureAt: now },
          setWhere: sql`${t.pausedUntil} is null or ${t.pausedUntil} <= ${now}`,
        })
        .returning({ failures: t.failures, pausedUntil: t.pausedUntil });
      if (row) return { allowed: true, attempts: row.failures, pausedUntil: row.pausedUntil };
      const [paused] = await ex.select({ pausedUntil: t.pausedUntil }).from(t).where(eq(t.email, email));
      // Cleared between the two statements (a success elsewhere): refused this once, for a second.
      return { allowed: false, pausedUntil: paused?.pausedUntil ?? new Date(now.getTime() + 1000) };
    },
    /** A success (the password, or an emailed sign-in link): the email starts again from nothing. */
    async clear(email: string, ex: Executor = db): Promise<void> {
      await ex.delete(signInPauses).where(eq(signInPauses.email, email.toLowerCase()));
    },
    /** Drops rows nobody has tried for longer than `forgetAfterMs` and that are not paused. */
    async prune(forgetAfterMs: number, now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - forgetAfterMs);
      await db
        .delete(signInPauses)
        .where(
          sql`${signInPauses.lastFailureAt} < ${before} and (${signInPauses.pausedUntil} is null or ${signInPauses.pausedUntil} < ${now})`,
        );
    },
  };
}
export type SignInPausesRepo = ReturnType<typeof signInPausesRepo>;
