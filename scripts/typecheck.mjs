// `npm run typecheck`: the four TypeScript projects (decision 021), each checked by TypeScript 7, the
// compiler written in Go, which checks them in 16 s where TypeScript 6 took 39 s (decision 089).
// TypeScript 6 stays in the project for what needs the compiler's JavaScript API: typescript-eslint's
// type-aware rules and scripts/server-layers.ts. Arguments go to each run (`npm run typecheck -- --listFiles`).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const TSC = fileURLToPath(new URL("../node_modules/typescript-7/bin/tsc", import.meta.url));
const PROJECTS = ["src/shared", "src/client", "src/server", "."];

for (const project of PROJECTS) {
  const run = spawnSync(process.execPath, [TSC, "-p", project, ...process.argv.slice(2)], { stdio: "inherit" });
  if (run.status !== 0) {
    console.error(`typecheck: ${project} has errors`);
    process.exit(run.status ?? 1);
  }
}
