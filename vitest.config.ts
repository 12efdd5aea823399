import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@shared": dir("./src/shared"),
      "@": dir("./src/client"),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Bounds for a test that hangs, not speed tests: a loaded machine (two suites at once) stays well inside them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // The database every test file copies, migrated and seeded once (decision 048).
    globalSetup: ["src/server/test/template-database.ts"],
  },
});
