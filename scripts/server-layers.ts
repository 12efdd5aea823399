// src/server drawn from its imports (docs/ARCHITECTURE.md, "Layers"): the folders as nodes, an
// import from one folder's file to another's as an edge. Read with the TypeScript compiler's own
// import scanner; tests and the test harness (which compose everything) are left out.
// `npx tsx scripts/server-layers.ts` prints the floors, the folder cycles and the repos that import
// another feature's repo; scripts/server-layers.test.ts keeps them within bounds.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverDir = path.join(root, "src/server");

export type Import = { from: string; to: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveRelative(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(file), specifier);
  return ["", ".ts", ".tsx", "/index.ts"]
    .map((ending) => base + ending)
    .find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
}

/** Every import between two files of src/server, as paths relative to it. */
export function serverImports(): Import[] {
  return sourceFiles(serverDir).flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, "utf8"), true, true)
      .importedFiles.map((imported) => resolveRelative(file, imported.fileName))
      .filter((target): target is string => target !== undefined && target.startsWith(serverDir))
      .map((target) => ({ from: path.relative(serverDir, file), to: path.relative(serverDir, target) })),
  );
}

/** The files at src/server's top that start and compose the shop: together, its top floor. */
const COMPOSITION = new Set(["app.ts", "modules.ts", "sales.ts", "bootstrap.ts", "main.ts", "dev.ts"]);

/** A file's folder under src/server; of the files at its top, the composition is one node and each other file (config.ts, errors.ts) its own. */
const folderOf = (file: string): string =>
  file.includes("/") ? file.split("/")[0] : COMPOSITION.has(file) ? "(composition)" : file;

export type Layers = {
  /** The longest chain of folders, each importing the next, counted in folders. */
  floors: number;
  /** Each folder's floor: 1 for a folder that imports no other. */
  floorOf: Map<string, number>;
  /** Groups of folders that import each other round a circle. */
  cycles: string[][];
};

/** Floors and cycles of the folder graph (Tarjan's strongly connected components, then the longest path). */
export function layersOf(imports: Import[]): Layers {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!edges.has(a)) edges.set(a, new Set());
    if (!edges.has(b)) edges.set(b, new Set());
    if (a !== b) edges.get(a)!.add(b);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const componentOf = new Map<string, number>();
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of edges.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (!componentOf.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        componentOf.set(member, components.length);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  // Tarjan finds a component after every component it reaches, so one pass in order gives the floors.
  const componentFloor: number[] = [];
  components.forEach((component, i) => {
    const below = component.flatMap((node) => [...edges.get(node)!].map((next) => componentOf.get(next)!));
    componentFloor[i] = 1 + Math.max(0, ...below.filter((c) => c !== i).map((c) => componentFloor[c]));
  });
  const floorOf = new Map([...componentOf].map(([node, c]) => [node, componentFloor[c]]));
  return {
    floors: Math.max(0, ...componentFloor),
    floorOf,
    cycles: components.filter((component) => component.length > 1).map((component) => component.sort()),
  };
}

/** Imports from a feature's repo to another feature's repo (a repo asks only its own tables). */
export function repoToRepoImports(imports: Import[]): Import[] {
  const isRepo = (file: string) => /\.repo\.ts$/.test(file);
  return imports.filter(({ from, to }) => isRepo(from) && isRepo(to) && folderOf(from) !== folderOf(to));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const imports = serverImports();
  const { floors, floorOf, cycles } = layersOf(imports);
  const byFloor = new Map<number, string[]>();
  for (const [folder, floor] of floorOf) byFloor.set(floor, [...(byFloor.get(floor) ?? []), folder]);
  for (const floor of [...byFloor.keys()].sort((a, b) => b - a))
    console.log(`floor ${floor}: ${byFloor.get(floor)!.sort().join(", ")}`);
  console.log(`floors: ${floors}`);
  console.log(`folder cycles: ${cycles.length}${cycles.map((c) => `\n  ${c.join(" ⇄ ")}`).join("")}`);
  const repoImports = repoToRepoImports(imports);
  console.log(
    `repo → another feature's repo: ${repoImports.length}${repoImports.map((i) => `\n  ${i.from} → ${i.to}`).join("")}`,
  );
}
