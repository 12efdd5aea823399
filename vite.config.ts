import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The app's entry script is fetched at low priority (decision 057): the server's HTML paints the page
 * and hydrating can follow its largest image. The fonts are not preloaded: the stylesheet is written
 * into each page, so the browser finds them at its first layout, and a preload only took bandwidth
 * from that image.
 */
function entryAfterPaint(): Plugin {
  return {
    name: "entry-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;
        if (!entry.test(html)) throw new Error("the entry script of index.html was not found");
        return html.replace(entry, '<script type="module" fetchpriority="low" crossorigin src="$1"></script>');
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  plugins: [react(), tailwindcss(), entryAfterPaint()],
  resolve: {
    alias: {
      "@shared": dir("./src/shared"),
      "@": dir("./src/client"),
    },
  },
  build: {
    // The client's server entry (entry-server.tsx, decision 020) is built beside the browser's files.
    outDir: dir(isSsrBuild ? "./dist/ssr" : "./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the shop supports knows <link rel="modulepreload"> (Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    // Which chunks each page needs, so its rendered HTML preloads them (pageChunks in src/server/http/client.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every module the entry imports statically is one file: a first visit downloads one gzip stream
    // instead of seven (~3 KB less), and later chunks import from it as they did from the seven.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } } },
  },
}));
