import { and, count, desc, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Page, PrivacyLogQuery } from "@shared/admin-lists";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { privacyLog } from "../db/schema";
import { containsAny, offsetOf, startsWith, withinDays } from "../db/list-query";

export type PrivacyLogRow = typeof privacyLog.$inferSelect;

/**
 * Whether an account reference names an account whose email contains `q`: accounts.repo's
 * condition (`accountEmailContains`), handed in by the composition (modules.ts).
 */
type AccountEmailContains = (accountRef: AnyColumn, q: string) => SQL;

/** The log's one order: newest first, and entries stamped in the same microsecond by id. */
const NEWEST_FIRST = [desc(privacyLog.createdAt), desc(privacyLog.id)];

/**
 * `q`: the admin who acted, the email of the person's account while it exists, or the start of
 * the account reference as the screen shows it. A deleted person's email finds nothing: the log
 * never held it (decision 065).
 */
const search = (q: string, accountEmailContains: AccountEmailContains) =>
  or(
    containsAny(q, [privacyLog.adminEmail]),
    startsWith(q, privacyLog.subjectRef),
    accountEmailContains(privacyLog.subjectRef, q),
  );

/** The entries up to and including `upTo` in the log's order; none when no entry has that id. */
const upToEntry = (upTo: string) =>
  sql`(${privacyLog.createdAt}, ${privacyLog.id}) <= (select l.created_at, l.id from ${privacyLog} l where l.id = ${upTo})`;

/** The only code that reads or writes `privacy_log` (decision 065): what the owner reads in the Customers tab. */
export function privacyLogRepo(db: Db, accountEmailContains: AccountEmailContains) {
  return {
    /**
     * Stamped when the row is written (clock_timestamp), not when its transaction began (now()): an
     * entry written last in a long transaction is then not older than entries committed before it,
     * which would move the rows of a page already read (decision 071).
     */
    async insert(values: Omit<typeof privacyLog.$inferInsert, "createdAt">, ex: Executor = db): Promise<void> {
      await ex.insert(privacyLog).values({ ...values, createdAt: sql`clock_timestamp()` });
    },
    /**
     * One page of the log, newest first, and how many entries match (decision 071): the admin lists'
     * search, days and pages (decision 026), the action and who acted, and the anchor `upTo`, which
     * keeps every page after the first where it was while new entries arrive.
     */
    async page(query: PrivacyLogQuery): Promise<Page<PrivacyLogRow>> {
      const where = and(
        query.action ? eq(privacyLog.action, query.action) : undefined,
        query.actor ? eq(privacyLog.actor, query.actor) : undefined,
        withinDays(privacyLog.createdAt, query),
        query.q ? search(query.q, accountEmailContains) : undefined,
        query.upTo ? upToEntry(query.upTo) : undefined,
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(privacyLog)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(privacyLog).where(where),
      ]);
      return { items, total };
    },
  };
}
export type PrivacyLogRepo = ReturnType<typeof privacyLogRepo>;
