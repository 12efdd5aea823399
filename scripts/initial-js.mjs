// The storefront's initial JavaScript: what index.html loads (its module script, the entry that one
// starts, and modulepreload links), gzip-compressed, as a first visit downloads it. Used by size.mjs.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve("dist/client");

export const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

/** The files of the first visit's JavaScript, relative to dist/client. */
export function initialJsFiles() {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  return new Set([...html.matchAll(/(?:src|href|data-entry)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
}

/** Every asset of a kind (".js", ".css"), relative to dist/client. */
export const assetsEndingWith = (ext) =>
  readdirSync(path.join(dist, "assets"))
    .filter((f) => f.endsWith(ext))
    .map((f) => `assets/${f}`);
