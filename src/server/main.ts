import { Server } from "node:net";
import path from "node:path";
import http from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RenderPage } from "@shared/ssr";
import { loadConfig } from "./config";
import { bootstrap } from "./bootstrap";
import { staticClient } from "./http/client";
import { serveFast } from "./http/fast-path";
import { STOPPING } from "./http/readiness";

const here = path.dirname(fileURLToPath(import.meta.url));
/** After SIGTERM the port closes once no connection has arrived for this long, or after DRAIN_MAX_MS. */
const QUIET_MS = 100;
const DRAIN_MAX_MS = 1_000;

async function main() {
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  const client = staticClient(path.resolve(here, "../client"), async () => {
    const entry = (await import(pathToFileURL(path.resolve(here, "../ssr/entry-server.js")).href)) as {
      render: RenderPage;
    };
    return entry.render;
  });
  const running = await bootstrap(config, client);
  let stopping = false;
  // Answers kept in memory go out before Express sees the request (decision 087).
  const serve = serveFast(running.app);
  const server = http.createServer((req, res) => {
    // Once stopping, every answer closes its connection: no new request starts on a kept-alive one.
    if (stopping) res.setHeader("Connection", "close");
    serve(req, res);
  });
  server.once("error", (err) => {
    running.logger.error({ err }, "the server could not listen");
    process.exit(1);
  });
  server.listen(config.PORT, config.HOST, () => {
    running.logger.info(`Grain & Groove is open at http://localhost:${config.PORT}`);
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.locals[STOPPING] = true;
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    const forcedAt = Date.now() + graceMs;
    running.logger.info({ signal }, "shutting down");
    // Every request already started is answered (decision 043). The port stays open until no
    // connection has arrived for a moment: closing it resets the connections the kernel has
    // completed but Node has not taken yet, requests their clients already sent. It then closes
    // without cutting idle kept-alive connections (server.close() would, racing a request a client
    // may be sending on one): each takes at most one more request, answered with Connection: close,
    // or ends after the keep-alive time it announced (Keep-Alive: timeout=5).
    let lastConnection = Date.now();
    server.on("connection", () => (lastConnection = Date.now()));
    const drainEnds = Date.now() + DRAIN_MAX_MS;
    const close = () =>
      Server.prototype.close.call(server, () => {
        running.stop(forcedAt - 500).then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    const closeWhenQuiet = () => {
      const quietFor = Date.now() - lastConnection;
      if (quietFor < QUIET_MS && Date.now() < drainEnds) return void setTimeout(closeWhenQuiet, QUIET_MS - quietFor);
      // A timer runs before the event loop's poll for I/O: on a busy machine, connections the kernel
      // completed may be waiting to be taken. The check phase comes right after that poll, so the
      // port closes only once they are taken (each is then answered), never with them in its queue.
      // A steady stream of connections holds the port open for half the grace at the most.
      const before = lastConnection;
      setImmediate(() =>
        lastConnection === before || Date.now() >= forcedAt - graceMs / 2 ? close() : closeWhenQuiet(),
      );
    };
    closeWhenQuiet();
    setTimeout(() => {
      running.logger.error("requests still running at the forced exit");
      process.exit(1);
    }, graceMs).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
