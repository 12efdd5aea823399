import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect } from "vitest";
import { migrationsFolder } from "../db/client";

// For the tests of a hand-written migration: the database as it stood before it, to put in the rows
// it changes, then every migration.

/** The committed migrations up to (not including) `tag`'s, copied into `folder`. */
async function migrationsBefore(tag: string, folder: string): Promise<string> {
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A new in-memory database migrated up to `tag`'s migration, given `rows` (SQL) as it stood then, and
 * migrated to the end; `check` reads what `tag`'s migration made of them.
 */
export async function acrossMigration(tag: string, rows: string, check: (client: PGlite) => Promise<void>) {
  const folder = await mkdtemp(path.join(os.tmpdir(), "gg-migrations-"));
  const client = new PGlite();
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: await migrationsBefore(tag, folder) });
    await client.exec(rows);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await check(client);
  } finally {
    await client.close();
    // Here, not in an afterAll: a worker that runs test files without isolation loads this module once.
    await rm(folder, { recursive: true, force: true });
  }
}
