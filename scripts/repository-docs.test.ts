// The repository explains itself: the files the docs name exist, their links stay
// inside the repository, and every "SPEC §n" the code cites is a section of docs/product.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every file below `dir` (relative to the root) whose name ends with one of `endings`. */
function filesBelow(dir: string, endings: string[]): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => endings.some((ending) => name.endsWith(ending)))
    .map((name) => path.join(dir, name));
}

const docs = ["README.md", ...filesBelow("docs", [".md"])];

describe("the repository's docs", () => {
  it("name only files that exist", () => {
    const missing = docs.flatMap((doc) =>
      [
        ...read(doc).matchAll(
          /\b(?:src|e2e|system|scripts|bench|docs|migrations)\/[\w./-]*\w\.(?:tsx?|mjs|md|json|sql)\b/g,
        ),
      ]
        .map(([named]) => named)
        .filter((named) => !named.includes("NNN") && !existsSync(path.join(root, named)))
        .map((named) => `${doc}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("link only to files inside the repository", () => {
    const outside = docs.flatMap((doc) =>
      // Markdown links, and relative paths written in code spans (`../x/y.md`).
      [...read(doc).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)|`(\.\.\/[^`\s]+)`/g)]
        .map(([, link, span]) => link ?? span)
        .filter((target) => !/^(?:https?|mailto):/.test(target))
        .filter((target) => {
          const resolved = path.resolve(root, path.dirname(doc), target);
          return !resolved.startsWith(root) || !existsSync(resolved);
        })
        .map((target) => `${doc}: ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it("hold every section the code and docs cite as 'SPEC §n'", () => {
    const sections = new Set([...read("docs/product.md").matchAll(/^## (\d+)\. /gm)].map(([, n]) => n));
    expect([...sections].sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const sources = [...docs, ...filesBelow("src", [".ts", ".tsx"]), ...filesBelow("e2e", [".ts"])];
    const unknown = sources.flatMap((file) =>
      [...read(file).matchAll(/SPEC §(\d+)/g)]
        .filter(([, n]) => !sections.has(n))
        .map(([cited]) => `${file}: ${cited}`),
    );
    expect(unknown).toEqual([]);
  });
});
