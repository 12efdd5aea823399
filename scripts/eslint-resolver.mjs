// Resolves imports for eslint-plugin-boundaries (eslint-module-utils' resolver interface, version 2,
// which loads it with require(): an ES module since Node 20.19):
// the path aliases of tsconfig.base.json ("@/…", "@shared/…") and relative imports to their files.
// A local resolver rather than eslint-import-resolver-typescript, whose native bindings cannot all
// be written into the lock file from this project's registry, so `npm ci` refused the lock.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const { paths } = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.base.json"), "utf8")).compilerOptions;
// "@shared/*": ["./src/shared/*"] → ["@shared/", "<root>/src/shared/"]
const aliases = Object.entries(paths).map(([from, [to]]) => [
  from.replace("*", ""),
  path.join(root, to.replace("*", "")),
]);
const endings = ["", ".ts", ".tsx", ".js", ".mjs"];

const isFile = (candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;

export const interfaceVersion = 2;

export function resolve(source, file) {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  if (!alias && !source.startsWith(".")) return { found: false }; // a package or a built-in: outside every element
  const base = alias ? alias[1] + source.slice(alias[0].length) : path.resolve(path.dirname(file), source);
  const found = endings.map((ending) => base + ending).find(isFile);
  return found ? { found: true, path: found } : { found: false };
}
