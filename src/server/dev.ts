import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { createServer as createViteServer } from "vite";
import type { RenderPage } from "@shared/ssr";
import { loadConfig } from "./config";
import { bootstrap } from "./bootstrap";

/** `npm run dev`: the API plus Vite in middleware mode (hot reload), on one port; pages rendered from the source. */
async function dev() {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  // Vite's hot-reload websocket shares the app's port, so several dev servers never collide.
  const server = http.createServer();
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  const clientRoot = vite.config.root;
  const running = await bootstrap(config, {
    keepPages: false,
    mountFiles: (app) => app.use(vite.middlewares),
    template: async (url) => vite.transformIndexHtml(url, await readFile(path.join(clientRoot, "index.html"), "utf8")),
    renderer: async () => ((await vite.ssrLoadModule("/entry-server.tsx")) as { render: RenderPage }).render,
  });
  server.on("request", running.app);
  server.listen(config.PORT, config.HOST, () => {
    running.logger.info(`dev server at http://localhost:${config.PORT}`);
  });
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
