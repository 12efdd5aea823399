// The PostgreSQL server the suite runs on, if any (issue 38): TEST_DATABASE_URL, or else the local one
// .ci/run and the README name when it answers within a second; none when TEST_DATABASE_URL is set empty.
// The API suite (scripts/test-api.mjs) and the journeys' shops (e2e/support/serve.mjs) ask the same way.
import pg from "pg";

/** The server .ci/run and the README name: local, trusted, with a database `test` to connect to. */
export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/** The PostgreSQL server to run on, or undefined for the embedded PGlite. */
export async function postgresServer() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL || undefined;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query("select 1");
    return LOCAL_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
