// `npm run test:timings`: the slowest test files of the last run, by runner (issue 38), read from the
// JSON reports the runs leave in test-timings/ (Vitest's json reporter, Playwright's json reporter).
// A file's time is from its first test's start to its last test's end (Vitest: with its setup), so a
// file that got slow shows here before it doubles CI.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DIR = process.env.TEST_TIMINGS_DIR ?? "test-timings";
const TOP = Number(process.env.TEST_TIMINGS_TOP ?? 15);

/** Vitest's report: one entry per file, with its start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }));
}

/** Playwright's report: suites per file, each test's results with their durations. */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const entry = files.get(file) ?? { file: `e2e/${file}`, ms: 0, tests: 0 };
          entry.ms += result.duration;
          entry.tests += 1;
          files.set(file, entry);
        }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...files.values()];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
let reports;
try {
  reports = readdirSync(DIR).filter((name) => name.endsWith(".json"));
} catch {
  reports = [];
}
if (reports.length === 0) {
  console.log(`No timings in ${DIR}/ yet: run npm test (or one of its parts) first.`);
  process.exit(0);
}
for (const name of reports.sort()) {
  const report = JSON.parse(readFileSync(path.join(DIR, name), "utf8"));
  const files = "testResults" in report ? vitestFiles(report) : playwrightFiles(report);
  const total = files.reduce((sum, f) => sum + f.ms, 0);
  console.log(`\n${name.replace(/\.json$/, "")}: ${files.length} files, ${seconds(total).trim()} of file time`);
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, TOP))
    console.log(`${seconds(f.ms)}  ${String(f.tests).padStart(3)} tests  ${f.file}`);
}
