import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { RenderPage } from "@shared/ssr";
import type { ClientApp } from "../http/pages";

const indexHtml = fileURLToPath(new URL("../../client/index.html", import.meta.url));
// Loaded by address, as Vite loads it in development: the server's code never imports the client's.
const entryServer = new URL("../../client/entry-server.tsx", import.meta.url).href;

/**
 * The browser app as the API tests serve it: pages rendered by the client's server entry from the
 * source (as `npm run build` would build it), into the source index.html; no files of its own.
 */
export function sourceClient(options: { files?: ClientApp["mountFiles"] } = {}): ClientApp {
  return {
    keepPages: true,
    mountFiles: options.files ?? (() => {}),
    template: () => readFile(indexHtml, "utf8"),
    renderer: async () => ((await import(entryServer)) as { render: RenderPage }).render,
  };
}
