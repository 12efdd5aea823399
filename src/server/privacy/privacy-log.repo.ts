import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { privacyLog } from "../db/schema";

export type PrivacyLogRow = typeof privacyLog.$inferSelect;

/** The only code that reads or writes `privacy_log` (decision 065): what the owner reads in the Customers tab. */
export function privacyLogRepo(db: Db) {
  return {
    async insert(values: typeof privacyLog.$inferInsert, ex: Executor = db): Promise<void> {
      await ex.insert(privacyLog).values(values);
    },
    /** The newest entries first, at most `limit`. */
    latest(limit = 200): Promise<PrivacyLogRow[]> {
      return db.select().from(privacyLog).orderBy(desc(privacyLog.createdAt), desc(privacyLog.id)).limit(limit);
    },
  };
}
export type PrivacyLogRepo = ReturnType<typeof privacyLogRepo>;
