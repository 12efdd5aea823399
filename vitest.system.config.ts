import { defineConfig } from "vitest/config";
import { shared, timingsReport } from "./vitest.config.ts";

// The system tests (system/): the built shop run as separate processes, so they run after `npm run build`.
// One file at a time: each starts instances of its own, beside the browser journeys' servers.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ["system/**/*.test.ts"],
    reporters: ["default", timingsReport("system")],
    fileParallelism: false,
  },
});
