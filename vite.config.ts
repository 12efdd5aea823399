import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, minify, transformWithOxc, type Plugin } from "vite";
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

/**
 * The page starts with src/client/boot.ts instead of the app's entry (decision 090): its module
 * script loads the boot file, which imports the entry named by its `data-entry` once the page's
 * largest photo is painted. The boot file is compiled and minified on its own and emitted as a
 * hashed asset beside the chunks.
 */
function startAfterLargestPhoto(): Plugin {
  const source = dir("./src/client/boot.ts");
  return {
    name: "start-after-largest-photo",
    apply: "build",
    async buildStart() {
      const { code } = await transformWithOxc(readFileSync(source, "utf8"), source, { lang: "ts" });
      const small = await minify("boot.js", code);
      this.emitFile({ type: "asset", name: "boot.js", source: small.code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === "asset" && file.names.includes("boot.js"),
        );
        const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(html);
        if (!boot || !script) throw new Error("expected the boot file and the entry's module script");
        return html.replace(
          script[0],
          `<script type="module" crossorigin src="/${boot.fileName}" data-entry="${script[1]}"></script>`,
        );
      },
    },
  };
}

/** The app is written against React's API and runs on Preact (decision 092). */
export const preactForReact = [
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
  { find: /^react-dom\/(client|server)$/, replacement: "preact/compat/$1" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: "preact/compat/$1" },
  // wouter's fallback for React 17, which compat has built in.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
];

/**
 * The libraries that import react (their peer dependency), by package name or by a path into
 * node_modules: compiled with the app wherever it runs (the server build, the components' tests), so
 * that their own imports of react meet the aliases too.
 */
export const REACT_LIBRARIES = new RegExp(
  `(?:^|/node_modules/)(?:${[
    "@radix-ui/[^/]+",
    "@floating-ui/react-dom",
    "@stripe/react-stripe-js",
    "@tanstack/react-query",
    "@testing-library/react",
    "@hookform/resolvers",
    "lucide-react",
    "react-chartjs-2",
    "react-hook-form",
    "react-markdown",
    "react-remove-scroll(?:-bar)?",
    "react-style-singleton",
    "use-callback-ref",
    "use-sidecar",
    "wouter",
  ].join("|")})(?:/|$)`,
);

export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  // React's fast refresh needs React itself: on Preact, an edited component reloads the page.
  plugins: [
    react({ refreshExclude: /./ }),
    tailwindcss(),
    preloadLatinFonts(),
    ...(isSsrBuild ? [] : [startAfterLargestPhoto()]),
  ],
  resolve: {
    alias: [
      { find: "@shared", replacement: dir("./src/shared") },
      { find: "@", replacement: dir("./src/client") },
      ...preactForReact,
    ],
  },
  ssr: { noExternal: [REACT_LIBRARIES] },
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
