import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { PUBLIC_PAGES, collectionPath, productPath } from "../src/shared/routes";

// What each public page of a running shop weighs, in bytes, as a first visit downloads it
// (decision 086): read over HTTP from the shop, so it is what the server sends, coding included.
// The byte budgets (system/budgets.test.ts, against system/budgets.json) and the bench use it.

/** The measures of one page, each in bytes. */
export type Weight = {
  /** The page's HTML as sent without compression. */
  html: number;
  /** The same HTML as sent to a browser that takes brotli. */
  htmlBrotli: number;
  /**
   * The CSS that blocks the first paint, uncompressed: every <style> and <link rel="stylesheet"> of the
   * head. A stylesheet linked at the end of the body (decision 088) holds only what comes after it.
   */
  css: number;
  /** The JavaScript loaded before interaction, as sent gzip-compressed (see `jsFiles`). */
  jsGzip: number;
  /** The largest image the HTML preloads, in the file a phone fetches (see `PHONE`). */
  image: number;
  /** The fonts the HTML preloads, together (they share the first second with that image). */
  fonts: number;
};
export const MEASURES = [
  "html",
  "htmlBrotli",
  "css",
  "jsGzip",
  "image",
  "fonts",
] as const satisfies readonly (keyof Weight)[];
export const MEASURE_LABELS: Record<keyof Weight, string> = {
  html: "HTML (raw)",
  htmlBrotli: "HTML (brotli)",
  css: "CSS blocking first paint (raw)",
  jsGzip: "JS before interaction (gzip)",
  image: "largest preloaded image",
  fonts: "preloaded fonts",
};

export type PageWeight = { page: string; path: string; weight: Weight; js: string[]; images: string[] };

/**
 * The phone Lighthouse's mobile run emulates (a Moto G Power: 412 × 823 CSS pixels at 1.75 device
 * pixels each): a preloaded image counts as the file of its srcset this phone asks for.
 */
export const PHONE = { width: 412, height: 823, dpr: 1.75 };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET `url` asking for `encoding`: the body as it came over the wire (not decoded). */
function get(url: string, encoding: "identity" | "br" | "gzip"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The body of an answer that must be a 200 in `encoding` (a smaller file may come as it is). */
async function getOk(url: string, encoding: "identity" | "br" | "gzip"): Promise<Buffer> {
  const answer = await get(url, encoding);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  const coding = answer.headers["content-encoding"] ?? "identity";
  if (coding !== encoding && coding !== "identity")
    throw new Error(`GET ${url} with Accept-Encoding ${encoding} came as ${String(coding)}`);
  return answer.body;
}

/** The attributes of each tag `name` in `html` (names lower-cased, &amp; decoded). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key.toLowerCase(),
        (value ?? "").replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

/** A length of `sizes` in CSS pixels on `PHONE`: px, vw, vh, and max()/min() of them. */
function cssPixels(length: string): number {
  const text = length.trim();
  const fn = /^(max|min)\((.*)\)$/.exec(text);
  if (fn) {
    const values = splitTopLevel(fn[2]).map(cssPixels);
    return fn[1] === "max" ? Math.max(...values) : Math.min(...values);
  }
  const unit = /^(\d+(?:\.\d+)?)(px|vw|vh)$/.exec(text);
  if (!unit) throw new Error(`a length of sizes this measure does not know: "${text}"`);
  const n = Number(unit[1]);
  return unit[2] === "px" ? n : unit[2] === "vw" ? (n * PHONE.width) / 100 : (n * PHONE.height) / 100;
}

/** Splits at the commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (text[i] === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim()).filter(Boolean);
}

/** Whether a media condition of `sizes` ("(min-width: 640px)", "… and (max-width: 1023px)") holds on `PHONE`. */
function matches(condition: string): boolean {
  return condition.split(/\s+and\s+/).every((feature) => {
    const m = /^\((min|max)-width:\s*(\d+)px\)$/.exec(feature.trim());
    if (!m) throw new Error(`a media condition of sizes this measure does not know: "${feature}"`);
    return m[1] === "min" ? PHONE.width >= Number(m[2]) : PHONE.width <= Number(m[2]);
  });
}

/** The slot width `sizes` gives on `PHONE`, in CSS pixels (100vw when absent). */
function slotWidth(sizes: string | undefined): number {
  for (const entry of splitTopLevel(sizes ?? "100vw")) {
    // A media condition, then a length: "(min-width: 640px) max(100vw, 1000px)".
    const parts = /^(.*?)\s*((?:max|min)\(.*\)|[\d.]+[a-z]+)$/.exec(entry);
    if (!parts) return cssPixels(entry);
    if (!parts[1] || matches(parts[1])) return cssPixels(parts[2]);
  }
  return PHONE.width;
}

/**
 * The address a preload link makes `PHONE` fetch: of its imagesrcset's `w` candidates, the
 * narrowest that covers the slot at the phone's density (the largest when none does). Chrome may
 * take a narrower one still (it weighs the density it would miss), so this is an upper bound.
 */
export function preloadedImage(link: Record<string, string>): string {
  const srcset = link.imagesrcset;
  if (!srcset) return link.href;
  const candidates = splitTopLevel(srcset)
    .map((candidate) => {
      const [url, descriptor] = candidate.split(/\s+/);
      const width = /^(\d+)w$/.exec(descriptor ?? "");
      if (!width) throw new Error(`a srcset candidate without a width: "${candidate}"`);
      return { url, width: Number(width[1]) };
    })
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(link.imagesizes) * PHONE.dpr;
  return (candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1]).url;
}

/** The browser build's manifest (dist/client/.vite/manifest.json): each chunk by its source. */
export function buildManifest(clientDir: string): Record<string, { file: string; src?: string; imports?: string[] }> {
  return JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as ReturnType<
    typeof buildManifest
  >;
}

/** Built file → the built files it imports statically, from the build's manifest. */
function staticImports(clientDir: string): Map<string, string[]> {
  const manifest = buildManifest(clientDir);
  return new Map(
    Object.values(manifest).map((chunk) => [chunk.file, (chunk.imports ?? []).map((key) => manifest[key].file)]),
  );
}

/**
 * The JavaScript a page loads before a visitor can use it: its module script, the entry that one
 * starts (its data-entry), every <link rel="modulepreload">, and what those import statically (the
 * browser fetches them before it runs the module; the HTML names them all today, so the manifest
 * adds nothing). Chunks a page imports when something is opened (import()) are not counted.
 */
function jsFiles(html: string, imports: Map<string, string[]>): string[] {
  const named = [
    ...tags(html, "script")
      .filter((t) => t.type === "module" && t.src)
      // The boot file, and the app's entry it starts (decision 090).
      .flatMap((t) => [t.src, ...(t["data-entry"] ? [t["data-entry"]] : [])]),
    ...tags(html, "link")
      .filter((t) => t.rel === "modulepreload")
      .map((t) => t.href),
  ];
  const files = new Set<string>();
  const add = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    for (const file of imports.get(url.replace(/^\//, "")) ?? []) add(`/${file}`);
  };
  named.forEach(add);
  return [...files];
}

/** The bytes of each file a page loads, fetched once for all the pages (many share their files). */
type Files = (url: string, encoding: "identity" | "gzip") => Promise<number>;

function filesOf(origin: string): Files {
  const seen = new Map<string, Promise<number>>();
  return (url, encoding) => {
    const key = `${encoding} ${url}`;
    if (!seen.has(key))
      seen.set(
        key,
        getOk(new URL(url, origin).toString(), encoding).then((body) => body.length),
      );
    return seen.get(key)!;
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Weighs one page of the shop at `origin`. */
async function weigh(
  origin: string,
  { page, path: pagePath }: { page: string; path: string },
  imports: Map<string, string[]>,
  files: Files,
): Promise<PageWeight> {
  const raw = await getOk(`${origin}${pagePath}`, "identity");
  const html = raw.toString("utf8");
  const brotli = await getOk(`${origin}${pagePath}`, "br");

  const headEnd = html.indexOf("</head>");
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const inlineCss = sum(
    [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => Buffer.byteLength(css)),
  );
  const stylesheets = tags(head, "link").filter((t) => t.rel === "stylesheet" && (t.media ?? "all") !== "print");
  const linkedCss = sum(await Promise.all(stylesheets.map((link) => files(link.href, "identity"))));

  const js = jsFiles(html, imports);
  const jsGzip = sum(await Promise.all(js.map((file) => files(file, "gzip"))));

  const images = tags(html, "link")
    .filter((t) => t.rel === "preload" && t.as === "image")
    .map(preloadedImage);
  const image = Math.max(0, ...(await Promise.all(images.map((url) => files(url, "identity")))));
  const fontFiles = tags(head, "link").filter((t) => t.rel === "preload" && t.as === "font");
  const fonts = sum(await Promise.all(fontFiles.map((link) => files(link.href, "identity"))));

  return {
    page,
    path: pagePath,
    weight: { html: raw.length, htmlBrotli: brotli.length, css: inlineCss + linkedCss, jsGzip, image, fonts },
    js,
    images,
  };
}

/** Rows as lines, each column as wide as its widest cell (the tables of the budget test and the bench). */
export function alignColumns(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

/**
 * The public pages to weigh, by name: the fixed ones (PUBLIC_PAGES), the board with the most photos
 * (the first of them) and the first collection.
 */
export async function publicPages(origin: string): Promise<{ page: string; path: string }[]> {
  const products = (await (await fetch(`${origin}/api/products`)).json()) as { slug: string; images: unknown[] }[];
  const board = products.reduce((most, p) => (p.images.length > most.images.length ? p : most), products[0]);
  const collections = (await (await fetch(`${origin}/api/categories`)).json()) as { slug: string }[];
  return [
    ...PUBLIC_PAGES.map((p) => ({ page: p, path: p })),
    { page: "product page (most photos)", path: productPath(board.slug) },
    { page: "first collection", path: collectionPath(collections[0].slug) },
  ];
}

/** Weighs every public page of the shop at `origin`, built into `clientDir` (dist/client), all at once. */
export async function weighPublicPages(origin: string, clientDir: string): Promise<PageWeight[]> {
  const imports = staticImports(clientDir);
  const files = filesOf(origin);
  return Promise.all((await publicPages(origin)).map((page) => weigh(origin, page, imports, files)));
}
