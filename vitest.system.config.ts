import { defineConfig } from "vitest/config";
import { shared } from "./vitest.config.ts";

// The system tests (system/): the built shop run as separate processes, so they run after `npm run build`.
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: ["system/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 300_000 },
});
