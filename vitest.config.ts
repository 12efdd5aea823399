import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    projects: [
      {
        extends: true,
        test: {
          name: "shared-process",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: [...COMPONENTS, ...ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: COMPONENTS,
          isolate: false,
          setupFiles: ["src/client/test/setup.ts"],
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
