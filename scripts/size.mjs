// Prints the gzipped size of the storefront's initial JavaScript (what index.html loads, with its
// static imports) and of every lazily loaded chunk. Fails when the initial JS passes the budget.
import { assetsEndingWith, gzipBytes, initialJsFiles } from "./initial-js.mjs";

const BUDGET_KB = 110;
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
console.log(`storefront initial JS: ${kb(initialBytes)} KB gzip (budget ${BUDGET_KB} KB)`);
if (initialBytes > BUDGET_KB * 1024) {
  console.error("over budget");
  process.exit(1);
}
