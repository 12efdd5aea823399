// `npm run test:api`: the unit, API and component tests, on one database per run (issue 38).
// With TEST_DATABASE_URL (CI), every file runs once on that PostgreSQL server, the production
// database, and the few files that exercise what the embedded default does differently run again
// on PGlite (vitest.embedded.config.ts). Without it, every file runs on PGlite, so `npm test` needs
// no database server. Arguments go to Vitest (`npm run test:api -- src/server/orders`).
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const vitest = (extra, env = process.env) => {
  const run = spawnSync("npx", ["vitest", "run", ...extra, ...args], { stdio: "inherit", env });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

vitest([]);
if (process.env.TEST_DATABASE_URL) {
  const { TEST_DATABASE_URL: _postgres, ...embedded } = process.env;
  console.log("\n== the files that exercise the embedded database, again on PGlite (vitest.embedded.config.ts)");
  vitest(["--config", "vitest.embedded.config.ts", "--passWithNoTests"], embedded);
}
