// Bundles the server into dist/server/main.js; dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  // main.js, and storage-migrate.js: `npm run storage:migrate` where only dist/ and the production
  // dependencies are installed (the Docker image, docs/deploy.md).
  entryPoints: { main: "src/server/main.ts", "storage-migrate": "scripts/storage-migrate.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built dist/server/main.js and dist/server/storage-migrate.js");
