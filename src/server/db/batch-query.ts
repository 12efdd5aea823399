import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// Reading a whole table in batches for the admin's exports (decision 029): keyset pages in the
// order (created_at, id), each starting after the last row of the one before, so a batch costs the
// same at the end of the table as at its start and no row is skipped or read twice.

/** Rows per batch: small enough to hold flat memory, large enough that round trips stay few. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Where the next batch starts: the last row's created_at as PostgreSQL writes it (a Date would lose
 * the microseconds, and with them rows created within the same millisecond) and its id.
 */
export type BatchCursor = { at: string; id: string };

/** The cursor column to select beside a row. */
export const cursorOf = (createdAt: AnyColumn): SQL<string> => sql<string>`${createdAt}::text`;

/** Rows after the cursor, in (created_at, id) order; every row when there is none. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: BatchCursor | null): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}
