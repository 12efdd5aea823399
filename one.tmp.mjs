import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const pages = process.argv.slice(2);
for (const p of pages) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  const r = await lighthouse("http://127.0.0.1:5330" + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  const shifts = (a["layout-shifts"]?.details?.items ?? []).map(i => `${i.score?.toFixed?.(3)} ${i.node?.snippet?.slice(0,80)}`);
  console.log(p, r.lhr.categories.performance.score, "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3), "TBT", Math.round(a["total-blocking-time"].numericValue));
  for (const s of shifts.slice(0,4)) console.log("   shift", s);
  await chrome.kill();
}
