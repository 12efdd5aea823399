import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { REACT_LIBRARIES, preactForReact } from "./vite.config.ts";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The browser code's tests share their worker's process too, with the hooks of test-setup.ts for
 * each file (a process per file started 29 jsdom or stubbed-global workers, and on a loaded machine
 * one could miss Vitest's fixed 60 s for a worker to start; decision 048).
 */
const COMPONENTS = ["src/client/**/*.test.{ts,tsx}"];
/**
 * A test file that mocks a module runs in a process of its own. Every other server file shares its
 * worker's process, so the server's modules load once per worker instead of once per file (decision
 * 048); each such file still has its own app and database.
 */
const ISOLATED = ["src/server/accounts/security.api.test.ts"];
/**
 * The fuzzer sends thousands of requests through one app: a process of its own, so the rest of the
 * suite never waits behind it in a shared worker (issue 38). FUZZ_RUNS sets its cases per call.
 */
const FUZZ = ["src/server/http/fuzz.api.test.ts"];

/**
 * At least two files at a time. Vitest's default, one less than the cores, is one on two cores: on
 * PostgreSQL that file waits on the database about 40% of the time, and once the build beside it is
 * done a core has nothing to do. Two workers: the API suite on PostgreSQL beside the build 288 s → 196 s
 * (decision 068). Not three: alone, with warm caches, three took 121–143 s against 148 s, but in fresh
 * clones, where each worker loads and transforms the server's modules itself, .ci/run's API phase
 * showed no clear gain (decision 095).
 */
export const API_WORKERS = Math.max(2, availableParallelism() - 1);

/** Where each run leaves its JSON report, for `npm run test:timings` (scripts/test-timings.mjs). */
export const timingsReport = (name: string): ["json", { outputFile: string }] => [
  "json",
  { outputFile: `test-timings/${name}.json` },
];

export const shared = {
  resolve: {
    alias: {
      "@shared": dir("./src/shared"),
      "@": dir("./src/client"),
    },
  },
  test: {
    environment: "node",
    // Bounds for a test that hangs, not speed tests: a loaded machine (two suites at once) stays well
    // inside them, also where a test starts an app of its own (decision 048). No file lowers them.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
} as const;

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // The database every test file copies, migrated and seeded once (decision 048).
    globalSetup: ["src/server/test/template-database.ts"],
    maxWorkers: API_WORKERS,
    reporters: ["default", timingsReport(process.env.TEST_DATABASE_URL ? "api-postgres" : "api-pglite")],
    projects: [
      {
        extends: true,
        test: {
          name: "shared-process",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: [...COMPONENTS, ...ISOLATED, ...FUZZ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: COMPONENTS,
          // Every file in one environment: a worker that meets a file of another environment is
          // replaced, and loads everything again (79 files 73 s with 51 of them in jsdom, 30 s all in jsdom).
          environment: "jsdom",
          isolate: false,
          setupFiles: ["src/client/test/setup.ts"],
          // The components run on Preact, as in the browser: the libraries that import react are
          // compiled with the app, so that their imports meet the same aliases.
          server: { deps: { inline: [REACT_LIBRARIES] } },
        },
        resolve: {
          // Their ES modules: a CommonJS file's require("react") is Node's, past the aliases.
          mainFields: ["module", "main"],
          alias: [
            ...preactForReact,
            // Its ES module, which imports react through the aliases; Node's require would not.
            {
              find: /^@testing-library\/react$/,
              replacement: dir("./node_modules/@testing-library/react/dist/@testing-library/react.esm.js"),
            },
          ],
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      { extends: true, test: { name: "fuzz", include: FUZZ } },
    ],
  },
});
