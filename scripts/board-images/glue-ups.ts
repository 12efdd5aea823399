/** Pieces of timber glued together: planks edge to edge, strips of mixed species, the seams between them. */
import { longGrain, type LongGrainOpts } from "./grain";
import { range } from "./random";
import { f, type Doc, type Rect } from "./svg";
import type { Species } from "./wood";

/** A darker seam between glued pieces. */
export function glueLine(x1: number, y1: number, x2: number, y2: number, opacity = 0.28): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#1c0f06" stroke-opacity="${opacity}" stroke-width="1.2"/>`;
}

/** Several planks of one species glued edge to edge (grain left-right). */
export function gluedPlanks(doc: Doc, r: Rect, sp: Species, count: number, opts: Partial<LongGrainOpts> = {}): string {
  const parts: string[] = [];
  const rnd = doc.rnd;
  const weights = Array.from({ length: count }, () => range(rnd, 0.8, 1.2));
  const total = weights.reduce((a, b) => a + b, 0);
  let y = r.y;
  weights.forEach((wgt, i) => {
    const h = i === count - 1 ? r.y + r.h - y : (r.h * wgt) / total;
    parts.push(
      longGrain(doc, { x: r.x, y, w: r.w, h }, { sp, dir: "h", clip: true, bright: range(rnd, 0.93, 1.06), ...opts }),
    );
    if (i > 0) parts.push(glueLine(r.x, y, r.x + r.w, y, 0.18));
    y += h;
  });
  return parts.join("");
}

export interface Strip {
  sp: Species;
  size: number;
}

/** Strips from [species, size] pairs. */
export const stripsOf = (...list: [Species, number][]): Strip[] => list.map(([sp, size]) => ({ sp, size }));

/** Alternating strips of different species; grain runs along the strips. */
export function stripes(doc: Doc, r: Rect, strips: Strip[], dir: "h" | "v", opts: Partial<LongGrainOpts> = {}): string {
  const total = strips.reduce((a, s) => a + s.size, 0);
  const span = dir === "h" ? r.h : r.w;
  const parts: string[] = [];
  let pos = dir === "h" ? r.y : r.x;
  strips.forEach((s, i) => {
    const size = (s.size / total) * span;
    const rect: Rect = dir === "h" ? { x: r.x, y: pos, w: r.w, h: size } : { x: pos, y: r.y, w: size, h: r.h };
    parts.push(
      longGrain(doc, rect, { sp: s.sp, dir, clip: true, bright: range(doc.rnd, 0.95, 1.05), wave: 50, ...opts }),
    );
    if (i > 0) {
      parts.push(dir === "h" ? glueLine(r.x, pos, r.x + r.w, pos) : glueLine(pos, r.y, pos, r.y + r.h));
    }
    pos += size;
  });
  return parts.join("");
}

/**
 * `strips` laid across `span` px with the last one widened by `extra` px, so that the
 * texture runs on under the board's front edge.
 */
export function extendLastStrip(strips: Strip[], extra: number, span: number): Strip[] {
  const total = strips.reduce((a, st) => a + st.size, 0);
  const last = strips[strips.length - 1];
  return [...strips.slice(0, -1), { sp: last.sp, size: last.size + (extra / span) * total }];
}

/** A block of an end-grain board's last row: where it starts, how wide it is, what it is. */
export interface EdgeBlock {
  x: number;
  w: number;
  sp: Species;
}

/**
 * The front edge of an end-grain board, whose face at `bottom` is its last row of
 * `blocks`: each block's long grain running down the edge, with the seams between.
 */
export function longGrainEdge(
  doc: Doc,
  blocks: EdgeBlock[],
  bottom: number,
  thickness: number,
  grain: { wave: number; ringScale: number },
): string {
  const side: string[] = [];
  blocks.forEach((b, i) => {
    const r = { x: b.x, y: bottom - 40, w: b.w, h: thickness + 60 };
    side.push(longGrain(doc, r, { sp: b.sp, dir: "v", clip: true, ...grain }));
    if (i > 0) side.push(glueLine(r.x, r.y, r.x, r.y + r.h, 0.4));
  });
  return side.join("");
}
