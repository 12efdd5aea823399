import { and, gte, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ListQuery } from "@shared/admin-lists";

// The pieces every admin list query is built from (decision 026); each repo applies them to its own
// table. The search is a case-insensitive "contains": at a shop's scale (tens of thousands of rows)
// a scan of the filtered rows answers well within the bench's targets, on PGlite too, which has no
// pg_trgm to index it.

/** `text` taken literally in a LIKE pattern: its own % _ and \ escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
function containsPattern(q: string): string {
  return `%${escapeLike(q.toLowerCase())}%`;
}

/** True when any of `columns` (text) contains `q`, whatever the case. */
export function containsAny(q: string, columns: (AnyColumn | SQL)[]): SQL {
  const pattern = containsPattern(q);
  return or(...columns.map((column) => sql`lower(${column}) like ${pattern}`))!;
}

/** True when `column` (text) begins with `q`, whatever the case (a reference typed as the screen shortens it). */
export function startsWith(q: string, column: AnyColumn | SQL): SQL {
  return sql`lower(${column}) like ${`${escapeLike(q.toLowerCase())}%`}`;
}

/** The UTC midnight that starts a yyyy-mm-dd day, `days` later. */
function midnight(day: string, days = 0): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days));
}

/** `from` and `to` are whole days (UTC), both included. */
export function withinDays(column: AnyColumn, query: Pick<ListQuery, "from" | "to">): SQL | undefined {
  return and(
    query.from ? gte(column, midnight(query.from)) : undefined,
    query.to ? lt(column, midnight(query.to, 1)) : undefined,
  );
}

/** The rows before the page asked for. */
export const offsetOf = (query: Pick<ListQuery, "page" | "pageSize">) => (query.page - 1) * query.pageSize;
