// Vitest's global setup for the API suite (decision 048): the database every test file starts from is
// migrated and seeded once, here, and each file's database is a copy of it (harness.ts). On PGlite
// the copy is a dump of its data folder; on the PostgreSQL server of TEST_DATABASE_URL it is a
// database made with CREATE DATABASE … TEMPLATE.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../db/client";
import { seed } from "../db/seed";
import { createDatabase } from "./server-databases";

/** Where harness.ts finds the template: a dump file (PGlite) or a database name (PostgreSQL). */
export const TEMPLATE_DUMP = "GG_TEST_TEMPLATE_DUMP";
export const TEMPLATE_DATABASE = "GG_TEST_TEMPLATE_DATABASE";

/** Brings a new database to where every test starts: migrated, and seeded without the sample data. */
export async function migrateAndSeed(database: Database): Promise<Database> {
  await database.migrate();
  await seed(database.db, { sampleData: false });
  return database;
}

/** Migrates and seeds `database`, runs `then`, and closes it. */
async function migratedAndSeeded(database: Database, then?: () => Promise<void>): Promise<void> {
  try {
    await migrateAndSeed(database);
    await then?.();
  } finally {
    await database.close();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createDatabase(serverUrl, "gg_template");
    await migratedAndSeeded(await openDatabase({ url: template.url, dataDir: "memory" }));
    process.env[TEMPLATE_DATABASE] = template.name;
    return async () => {
      await template.drop();
    };
  }
  const template = await openDatabase({ dataDir: "memory" });
  let dump: Blob | undefined;
  await migratedAndSeeded(template, async () => {
    if (template.listenSource.driver === "pglite") dump = await template.listenSource.client.dumpDataDir("none");
  });
  if (!dump) throw new Error("an in-memory database is PGlite, and can be dumped");
  const folder = await mkdtemp(path.join(os.tmpdir(), "gg-template-"));
  const file = path.join(folder, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_DUMP] = file;
  return () => rm(folder, { recursive: true, force: true });
}
