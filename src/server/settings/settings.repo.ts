import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { shopSettings } from "../db/schema";

export type SettingRow = typeof shopSettings.$inferSelect;
/** One setting to store: its clear `value`, or a secret's `sealed` text (never both). */
export type SettingWrite = { name: string } & ({ value: string; sealed?: never } | { sealed: string; value?: never });

/** The owner's stored server settings (decision 084), one row per setting. */
export function settingsRepo(db: Db) {
  return {
    all: (): Promise<SettingRow[]> => db.select().from(shopSettings),
    /** Writes a group of settings at once, and removes `cleared`, all or nothing. */
    async put(rows: SettingWrite[], cleared: string[] = []): Promise<void> {
      await db.transaction(async (tx) => {
        if (cleared.length > 0) await tx.delete(shopSettings).where(inArray(shopSettings.name, cleared));
        for (const row of rows) {
          const values = {
            name: row.name,
            value: row.value ?? null,
            sealed: row.sealed ?? null,
            updatedAt: new Date(),
          };
          await tx
            .insert(shopSettings)
            .values(values)
            .onConflictDoUpdate({
              target: shopSettings.name,
              set: { value: sql`excluded.value`, sealed: sql`excluded.sealed`, updatedAt: sql`excluded.updated_at` },
            });
        }
      });
    },
    async remove(names: string[]): Promise<void> {
      if (names.length > 0) await db.delete(shopSettings).where(inArray(shopSettings.name, names));
    },
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;
