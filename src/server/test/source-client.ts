import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createServer, type ViteDevServer } from "vite";
import type { RenderPage } from "@shared/ssr";
import type { ClientApp } from "../http/pages";

const indexHtml = fileURLToPath(new URL("../../client/index.html", import.meta.url));
const viteConfig = fileURLToPath(new URL("../../../vite.config.ts", import.meta.url));

let vite: Promise<ViteDevServer> | undefined;
/**
 * One Vite server a process, as `npm run dev` has one: it loads the client's server entry by address
 * (the server's code never imports the client's) with the client's own settings, Preact for React
 * included (decision 092), in a module graph of its own, apart from the server's (whose campaign
 * emails render with React). No watcher, no websocket, no dependency scan: it only renders.
 */
const clientServer = () =>
  (vite ??= createServer({
    configFile: viteConfig,
    appType: "custom",
    logLevel: "warn",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  }));

/**
 * The browser app as the API tests serve it: pages rendered by the client's server entry from the
 * source (as `npm run build` would build it), into the source index.html; no files of its own.
 */
export function sourceClient(options: { files?: ClientApp["mountFiles"] } = {}): ClientApp {
  return {
    keepPages: true,
    mountFiles: options.files ?? (() => {}),
    template: () => readFile(indexHtml, "utf8"),
    renderer: async () =>
      ((await (await clientServer()).ssrLoadModule("/entry-server.tsx")) as { render: RenderPage }).render,
  };
}
