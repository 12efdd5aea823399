// Prints the gzipped size of the storefront's initial JavaScript (what index.html loads, with its
// static imports) and of every lazily loaded chunk. Fails when the initial JS passes the budget of
// / in system/budgets.json (decision 086), the one file of the byte budgets; the system test
// system/budgets.test.ts checks it with the home page's own chunks too.
import { readFileSync } from "node:fs";
import { assetsEndingWith, gzipBytes, initialJsFiles } from "./initial-js.mjs";

const budget = JSON.parse(readFileSync("system/budgets.json", "utf8")).pages["/"].jsGzip;
const initial = initialJsFiles();
const kb = (bytes) => (bytes / 1024).toFixed(1);
let initialBytes = 0;
console.log("initial JavaScript (gzip):");
for (const f of initial) {
  initialBytes += gzipBytes(f);
  console.log(`  ${f}  ${kb(gzipBytes(f))} KB`);
}
console.log("lazy chunks (gzip):");
for (const f of assetsEndingWith(".js").filter((f) => !initial.has(f))) console.log(`  ${f}  ${kb(gzipBytes(f))} KB`);
for (const f of assetsEndingWith(".css")) console.log(`css ${f}  ${kb(gzipBytes(f))} KB`);
console.log(
  `storefront initial JS: ${kb(initialBytes)} KB gzip (budget of / in system/budgets.json: ${kb(budget)} KB)`,
);
if (initialBytes > budget) {
  console.error("over budget");
  process.exit(1);
}
