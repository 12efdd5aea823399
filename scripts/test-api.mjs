// `npm run test:api`: the unit, API and component tests, on one database per run (issue 38).
// On a PostgreSQL server (TEST_DATABASE_URL, or else the local one when it answers: postgres-server.mjs),
// every file runs once there, on the production database, and the few files that exercise what the
// embedded default does differently run again on PGlite (vitest.embedded.config.ts). Without one
// (or with TEST_DATABASE_URL set empty), every file runs on PGlite: `npm test` needs no database
// server. Arguments go to Vitest (`npm run test:api -- src/server/orders`).
import { spawnSync } from "node:child_process";
import { postgresServer } from "./postgres-server.mjs";

const args = process.argv.slice(2);
const vitest = (extra, env) => {
  const run = spawnSync("npx", ["vitest", "run", ...extra, ...args], { stdio: "inherit", env });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

const { TEST_DATABASE_URL: _given, ...embedded } = process.env;
const postgres = await postgresServer();
if (postgres) {
  console.log(`== the API suite on PostgreSQL (${postgres}); TEST_DATABASE_URL= (empty) runs it on PGlite`);
  vitest([], { ...embedded, TEST_DATABASE_URL: postgres });
  console.log("\n== the files that exercise the embedded database, again on PGlite (vitest.embedded.config.ts)");
  vitest(["--config", "vitest.embedded.config.ts", "--passWithNoTests"], embedded);
} else {
  console.log("== the API suite on PGlite, the embedded database (no PostgreSQL server answered)");
  vitest([], embedded);
}
