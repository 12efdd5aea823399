import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Preloads the Latin subsets of the two fonts (issue 11), found by name among the built assets: the
 * browser fetches them with the page instead of after the CSS. The other subsets stay declared
 * with their unicode-range and load only for text that needs them.
 */
function preloadLatinFonts(): Plugin {
  return {
    name: "preload-latin-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const fonts = Object.values(ctx.bundle ?? {}).filter(
          (file) => file.type === "asset" && /\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName),
        );
        if (fonts.length !== 2) throw new Error(`expected the two Latin font files, found ${fonts.length}`);
        return fonts.map((font) => ({
          tag: "link",
          attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${font.fileName}`, crossorigin: "" },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  plugins: [react(), tailwindcss(), preloadLatinFonts()],
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
    // Which chunk holds each page, so a rendered page preloads its own (see scripts/page-chunks.mjs).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));
