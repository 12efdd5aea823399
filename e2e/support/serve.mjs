// Starts the built shop for the browser journeys on a fresh, throwaway data directory.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gg-e2e-"));
const child = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "5199",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-1",
    LOG_LEVEL: "warn",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
