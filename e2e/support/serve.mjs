// Starts the built shop for the browser journeys on a fresh, throwaway data directory.
import { spawn } from "node:child_process";
import { fstatSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { postgresServer } from "../../scripts/postgres-server.mjs";

// playwright.config.ts names the folder so journeys can read the outbox (emails) in it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "gg-e2e-"));

// --- External identity provider: a real oidc-provider on 127.0.0.1 for the sign-in journey ---
const { register } = await import("tsx/esm/api");
register();
const { startOidcProvider } = await import("../../src/server/test/oidc-provider.ts");
const shopOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "5199"}`;
const oidc = await startOidcProvider({
  redirectUris: [`${shopOrigin}/api/callback`],
  postLogoutRedirectUris: [`${shopOrigin}/`],
});
// --- end external identity provider ---
// --- The shop's database: on the suite's PostgreSQL server when it has one, as the API suite runs
// (decision 096): a database of this shop's own, made empty here, which the shop migrates and seeds
// as a new shop would, and dropped when it stops. Else the embedded PGlite, in the data folder.
const server = await postgresServer();
const { createDatabase } = await import("../../src/server/test/server-databases.ts");
const database = server ? await createDatabase(server, "gg_e2e") : undefined;
// --- end database ---
const child = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: process.env.E2E_PORT ?? "5199",
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "admin-password-1",
    LOG_LEVEL: "warn",
    OIDC_ISSUER_URL: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    // The journeys sign in many times from one address.
    AUTH_RATE_LIMIT: "100000",
    CHECKOUT_RATE_LIMIT: "100000",
    UNPAID_ORDERS_LIMIT: "100000",
    UNPAID_ITEM_LIMIT: "100000",
    // Links in emails point where the journeys' browser is.
    PUBLIC_URL: shopOrigin,
    CONTACT_RATE_LIMIT: "100000",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// Playwright stops this script with SIGTERM. Killed itself (SIGKILL, a crash), it sends nothing, but
// the socket it gave as stdin closes: the shop stops then too, instead of running on.
if (fstatSync(0).isSocket()) {
  process.stdin.on("close", stop);
  process.stdin.resume();
}
child.on("exit", async (code) => {
  void oidc.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop().catch(() => undefined);
  process.exit(code ?? 0);
});
