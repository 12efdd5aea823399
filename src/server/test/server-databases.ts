// A database of its own on a PostgreSQL server, made and dropped over a connection to the server
// itself: each API test file's (template-database.ts, harness.ts), the system tests' instances', the
// journeys' shops' (e2e/support/serve.mjs) and the benches'. Only pg: a start that loads it stays light.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The address of the database `name` on the PostgreSQL server of `serverUrl`. */
function databaseOn(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs `work` with a client of the PostgreSQL server itself (to create and drop databases). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database of its own on the PostgreSQL server of `serverUrl`, copied from `template` when given. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, async (client) => {
    if (!template) return client.query(`create database ${name}`);
    // A copy of the template's files: PostgreSQL 15's default writes each of its pages to the WAL
    // instead, about 2.5 times the server's CPU for a copy (113 ms against 46) and 1.5 times its wait.
    const { rows } = await client.query<{ v: number }>("select current_setting('server_version_num')::int as v");
    return client.query(
      `create database ${name} template ${template}${rows[0].v >= 150000 ? " strategy file_copy" : ""}`,
    );
  });
  return {
    name,
    url: databaseOn(serverUrl, name),
    drop: async (): Promise<void> => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
