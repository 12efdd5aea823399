import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderPage } from "@shared/ssr";
import { deferStylesheet, staticClient } from "./client";

// What a built page asks for first (decision 057).
let dir: string;
const css = "body{color:#3b2a1f}.hero{min-height:60svh}.hero:hover{opacity:.9}.admin-only{display:grid}";
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
  it("carries the part of its stylesheet its HTML uses, and links the whole file after its content", () => {
    const { template, critical } = deferStylesheet(dir, html);
    expect(template).toBe(
      `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><link rel="stylesheet" crossorigin href="/assets/index-b2.css"></body></html>`,
    );
    expect(critical('<section class="hero">Boards</section>')).toBe(
      "<style>body{color:#3b2a1f}.hero{min-height:60svh}</style>",
    );
  });

  it("keeps the link of a stylesheet that could end the <style> early", async () => {
    await writeFile(path.join(dir, "assets", "odd-e5.css"), 'a::after{content:"</style>"}');
    const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-e5.css">';
    expect(deferStylesheet(dir, odd)).toMatchObject({ template: odd });
    expect(deferStylesheet(dir, odd).critical("<p></p>")).toBe("");
  });

  it("preloads its page's chunks, not the entry's, at low priority: hydrating needs them, painting does not", () => {
    const client = staticClient(dir, () => Promise.resolve((() => Promise.reject(new Error("unused"))) as RenderPage));
    expect(client.preloads?.(["pages/product.tsx"])).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product-c3.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/plus-d4.js">',
    );
  });
});
