import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { EXPECT_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_TIMEOUT_MS } from "./e2e/support/bounds";

// Each worker has a shop of its own (decision 048): its own server on its own port, with its own
// throwaway data folder (database, uploads, the outbox e2e/support/outbox.ts reads). A journey that
// changes the catalogue or the site content changes them only for the journeys of its own worker.
// Three on two cores: a journey waits on its shop, its page's network and frames, and a third keeps
// the cores busy meanwhile (the 83 journeys 247 s and 252 s on two, 230 s and 235 s on three; decision 095).
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 5199);
// Worker processes load this file again and inherit the main process's environment: the folders are made once.
process.env.E2E_SERVERS ??= JSON.stringify(
  Array.from({ length: WORKERS }, (_, i) => ({
    url: `http://127.0.0.1:${FIRST_PORT + i}`,
    dataDir: mkdtempSync(path.join(os.tmpdir(), "gg-e2e-")),
  })),
);
const servers = JSON.parse(process.env.E2E_SERVERS) as { url: string; dataDir: string }[];
/**
 * The browser: CHROME_PATH, else Debian's chromium-headless-shell, else Debian's chromium. The headless
 * shell is the same Blink without the browser around it, what Playwright itself runs headless; the
 * journeys take about 10% less time in it (decision 089). .ci/run installs it.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // A file's journeys run in order on one worker; files are spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  // The json report feeds `npm run test:timings` (scripts/test-timings.mjs).
  reporter: [["list"], ["json", { outputFile: "test-timings/e2e.json" }]],
  use: {
    // The first shop's; e2e/support/fixtures.ts gives each worker its own.
    baseURL: servers[0].url,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The production build on a throwaway database, with a known admin, once per worker.
  webServer: servers.map((server) => ({
    command: "node e2e/support/serve.mjs",
    url: `${server.url}/healthz`,
    reuseExistingServer: false,
    // A bound for a start that hangs: PGlite, migrations and the seed beside another run (decision 048).
    timeout: SERVER_START_TIMEOUT_MS,
    // Stopped as a shop stops (Playwright would SIGKILL the group), so serve.mjs drops its database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { E2E_PORT: new URL(server.url).port, E2E_DATA_DIR: server.dataDir },
  })),
});
