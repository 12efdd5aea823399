import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RenderPage } from "@shared/ssr";
import { loadConfig } from "./config";
import { bootstrap } from "./bootstrap";
import { staticClient } from "./http/client";

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  const client = staticClient(path.resolve(here, "../client"), async () => {
    const entry = (await import(pathToFileURL(path.resolve(here, "../ssr/entry-server.js")).href)) as {
      render: RenderPage;
    };
    return entry.render;
  });
  const running = await bootstrap(config, client);
  const server = running.app.listen(config.PORT, config.HOST, () => {
    running.logger.info(`Grain & Groove is open at http://localhost:${config.PORT}`);
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, "shutting down");
    server.close(() => {
      running.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
