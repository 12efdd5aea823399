// Prints the gzipped size of the storefront's initial JavaScript (what index.html loads, with its
// static imports) and of every lazily loaded chunk. Fails when the initial JS passes the budget.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 130;
const dist = path.resolve("dist/client");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

// index.html's module script and modulepreload links are what a first visit downloads.
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const all = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js")).map((f) => `assets/${f}`);
const css = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".css")).map((f) => `assets/${f}`);

const kb = (bytes) => (bytes / 1024).toFixed(1);
let initialBytes = 0;
console.log("initial JavaScript (gzip):");
for (const f of initial) {
  initialBytes += gz(f);
  console.log(`  ${f}  ${kb(gz(f))} KB`);
}
console.log("lazy chunks (gzip):");
for (const f of all.filter((f) => !initial.has(f))) console.log(`  ${f}  ${kb(gz(f))} KB`);
for (const f of css) console.log(`css ${f}  ${kb(gz(f))} KB`);
console.log(`storefront initial JS: ${kb(initialBytes)} KB gzip (budget ${BUDGET_KB} KB)`);
if (initialBytes > BUDGET_KB * 1024) {
  console.error("over budget");
  process.exit(1);
}
