// A V8 .heapsnapshot read for what grows (bench/soak.bench.ts): each node's self size summed by
// constructor, as the Summary view of Chrome's DevTools groups them. Retained sizes would need the
// dominator tree; the self sizes of a constructor that keeps growing point at the leak just as well.
// A snapshot of a 100 MB heap is a file of about that size: only its nodes and strings are read,
// never the whole file as one JSON value (its edges are most of it).
import { readFileSync, statSync } from "node:fs";

type Group = { count: number; size: number };

export type HeapSummary = {
  file: string;
  fileBytes: number;
  nodes: number;
  /** The sum of every node's self size: the live heap, since a snapshot collects the garbage first. */
  totalBytes: number;
  groups: Map<string, Group>;
};

export type Growth = { name: string; startBytes: number; endBytes: number; countDelta: number };

type Meta = { snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } } };

/** DevTools' groups: objects by constructor, strings together, V8's internals as "(system)". */
function groupOf(type: string, name: string): string {
  switch (type) {
    case "object":
    case "native":
      return name;
    case "closure":
      return `(closure) ${name || "anonymous"}`;
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(string)";
    case "array":
      return name.startsWith("(") ? name : `(array)${name ? ` ${name}` : ""}`;
    case "code":
      return "(compiled code)";
    case "hidden":
    case "object shape":
    case "synthetic":
      return "(system)";
    default:
      return `(${type})`;
  }
}

export function summariseSnapshot(file: string): HeapSummary {
  const bytes = readFileSync(file);
  const nodesKey = bytes.indexOf('"nodes":[');
  // No string in the file holds an unescaped quote, so each key appears once, as the key.
  const stringsKey = bytes.lastIndexOf('"strings":[');
  const stringsEnd = bytes.lastIndexOf("]");
  if (nodesKey < 0 || stringsKey < 0 || stringsEnd < stringsKey) throw new Error(`${file} is no heap snapshot`);
  const head = bytes.subarray(0, nodesKey).toString().trim().replace(/,$/, "");
  const { meta } = (JSON.parse(`${head}}`) as Meta).snapshot;
  const strings = JSON.parse(bytes.subarray(stringsKey + '"strings":'.length, stringsEnd + 1).toString()) as string[];
  const types = meta.node_types[0];
  const fields = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf("type");
  const nameAt = meta.node_fields.indexOf("name");
  const sizeAt = meta.node_fields.indexOf("self_size");

  const groups = new Map<string, Group>();
  let nodes = 0;
  let totalBytes = 0;
  let field = 0;
  let type = 0;
  let name = 0;
  let size = 0;
  let value = 0;
  let inNumber = false;
  // The nodes are non-negative integers, `fields` to a node, up to the array's "]".
  for (let i = nodesKey + '"nodes":['.length; i < bytes.length; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
      continue;
    }
    if (inNumber) {
      if (field === typeAt) type = value;
      else if (field === nameAt) name = value;
      else if (field === sizeAt) size = value;
      if (++field === fields) {
        const key = groupOf(types[type] ?? "unknown", strings[name] ?? "");
        const group = groups.get(key) ?? { count: 0, size: 0 };
        group.count++;
        group.size += size;
        groups.set(key, group);
        nodes++;
        totalBytes += size;
        field = 0;
      }
      value = 0;
      inNumber = false;
    }
    if (c === 93) break; // "]"
  }
  return { file, fileBytes: statSync(file).size, nodes, totalBytes, groups };
}

/** The `top` groups whose self size grew the most from `start` to `end`. */
export function growth(start: HeapSummary, end: HeapSummary, top = 15): Growth[] {
  const names = new Set([...start.groups.keys(), ...end.groups.keys()]);
  return [...names]
    .map((name) => {
      const before = start.groups.get(name) ?? { count: 0, size: 0 };
      const after = end.groups.get(name) ?? { count: 0, size: 0 };
      return { name, startBytes: before.size, endBytes: after.size, countDelta: after.count - before.count };
    })
    .sort((a, b) => b.endBytes - b.startBytes - (a.endBytes - a.startBytes))
    .slice(0, top);
}
