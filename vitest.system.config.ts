import { defineConfig } from "vitest/config";
import { shared, timingsReport } from "./vitest.config.ts";

// The system tests (system/): the built shop run as separate processes, so they run after `npm run build`.
// The files run side by side: each starts instances of its own, on ports and a database of its own, and
// much of their time is waiting (a silent change feed noticed within 15 s, a restart, a SIGTERM): one
// after the other they took 37-43 s, side by side 22 s (decision 095).
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ["system/**/*.test.ts"],
    reporters: ["default", timingsReport("system")],
    maxWorkers: 4,
  },
});
