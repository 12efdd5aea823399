import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { ClientApp } from "../http/pages";

const indexHtml = fileURLToPath(new URL("../../client/index.html", import.meta.url));

/**
 * The browser app as the API tests serve it: pages rendered by the client's server entry from the
 * source (as `npm run build` would build it), into the source index.html; no files of its own.
 */
export function sourceClient(options: { files?: ClientApp["mountFiles"] } = {}): ClientApp {
  return {
    keepPages: true,
    mountFiles: options.files ?? (() => {}),
    template: () => readFile(indexHtml, "utf8"),
    renderer: async () => (await import("../../client/entry-server")).render,
  };
}
