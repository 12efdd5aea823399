import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderPage } from "@shared/ssr";
import { inlineStylesheet, staticClient } from "./client";

// What a built page asks for first (decision 057).
let dir: string;
const css = "body{color:#3b2a1f}";
const html = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head><body></body></html>`;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "gg-built-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, ".vite"));
  await writeFile(path.join(dir, "index.html"), html);
  await writeFile(path.join(dir, "assets", "index-b2.css"), css);
  const manifest = {
    "main.tsx": { file: "assets/index-a1.js", isEntry: true, imports: [] },
    "pages/product.tsx": { file: "assets/product-c3.js", imports: ["_plus.js", "main.tsx"] },
    "_plus.js": { file: "assets/plus-d4.js" },
  };
  await writeFile(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a built page", () => {
  it("carries its stylesheet, so it paints with its first answer", () => {
    expect(inlineStylesheet(dir, html)).toBe(
      `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script><style>${css}</style></head><body></body></html>`,
    );
  });

  it("keeps the link of a stylesheet that could end the <style> early", async () => {
    await writeFile(path.join(dir, "assets", "odd-e5.css"), 'a::after{content:"</style>"}');
    const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-e5.css">';
    expect(inlineStylesheet(dir, odd)).toBe(odd);
  });

  it("preloads its page's chunks, not the entry's, at low priority: hydrating needs them, painting does not", () => {
    const client = staticClient(dir, () => Promise.resolve((() => Promise.reject(new Error("unused"))) as RenderPage));
    expect(client.preloads?.(["pages/product.tsx"])).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product-c3.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/plus-d4.js">',
    );
  });
});
