/** The board designs of the product shots (the hero image lays them out on the workbench too). */
import { endGrain } from "./grain";
import { extendLastStrip, glueLine, gluedPlanks, longGrainEdge, stripes, stripsOf, type Strip } from "./glue-ups";
import { range } from "./random";
import type { BoardDesign } from "./render-board";
import { centredBox, discBoard, ellipsePath, rectBoard, roundedBoard, roundedRect } from "./shapes";
import type { Doc } from "./svg";
import { WOOD } from "./wood";

/** An n × n end-grain chequerboard of maple against walnut and cherry. */
export function checkerBoard(doc: Doc, n: number, cell: number, thickness: number, groove: boolean): BoardDesign {
  const s = n * cell;
  const box = centredBox(s, s);
  const speciesAt = (i: number, j: number) =>
    (i + j) % 2 === 0 ? WOOD.maple : j % 2 === 0 ? WOOD.walnut : WOOD.cherry;
  const blocks: string[] = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      blocks.push(endGrain(doc, { x: box.x + i * cell, y: box.y + j * cell, w: cell, h: cell }, speciesAt(i, j)));
    }
  }
  for (let i = 1; i < n; i++) {
    blocks.push(glueLine(box.x + i * cell, box.y, box.x + i * cell, box.y + s, 0.3));
    blocks.push(glueLine(box.x, box.y + i * cell, box.x + s, box.y + i * cell, 0.3));
  }
  const edgeGrain = { wave: 14, ringScale: 0.45 };
  const lastRow = Array.from({ length: n }, (_, i) => ({ x: box.x + i * cell, w: cell, sp: speciesAt(i, n - 1) }));
  return {
    ...roundedBoard(box, 18, thickness, blocks.join(""), longGrainEdge(doc, lastRow, s / 2, thickness, edgeGrain)),
    groove: groove ? roundedRect(box.x + 32, box.y + 32, s - 64, s - 64, 16) : undefined,
  };
}

/** A thick block of walnut and cherry strips on edge; its front edge shows their end grain. */
export function butcherBlock(doc: Doc, w: number, h: number, thickness: number, count: number): BoardDesign {
  const box = centredBox(w, h);
  const strips: Strip[] = [];
  for (let i = 0; i < count; i++) {
    strips.push({ sp: i % 2 === 0 ? WOOD.walnut : WOOD.cherry, size: range(doc.rnd, 48, 66) });
  }
  const texture = stripes(doc, { x: box.x, y: box.y, w, h: h + thickness + 20 }, strips, "v", {
    wave: 18,
    ringScale: 0.6,
  });
  // The front edge shows the end grain of every strip.
  const total = strips.reduce((a, st) => a + st.size, 0);
  const side: string[] = [];
  let x = box.x;
  for (const st of strips) {
    const sw = (st.size / total) * w;
    side.push(endGrain(doc, { x, y: h / 2 - 30, w: sw, h: thickness + 50 }, st.sp, 0.4));
    side.push(glueLine(x, h / 2 - 30, x, h / 2 + thickness + 20, 0.4));
    x += sw;
  }
  return roundedBoard(box, 12, thickness, texture, side.join(""));
}

/** Maple with walnut stripes, roughly 60 % maple / 40 % walnut. */
export function stripeBoard(doc: Doc, w: number, h: number, thickness: number, groove?: number): BoardDesign {
  const M = WOOD.maple;
  const W = WOOD.walnut;
  const strips = stripsOf([M, 70], [W, 48], [M, 70], [W, 22], [M, 34], [W, 22], [M, 70], [W, 48], [M, 70]);
  const all = extendLastStrip(strips, thickness + 30, h);
  return rectBoard(w, h, 20, thickness, (r) => stripes(doc, r, all, "h", { wave: 40 }), groove);
}

/** A round cherry board with a hanging hole at `holeAngle`. */
export function roundBoard(doc: Doc, r: number, thickness: number, holeAngle: number): BoardDesign {
  const hx = Math.cos(holeAngle) * (r - 56);
  const hy = Math.sin(holeAngle) * (r - 56);
  const disc = discBoard(r, thickness, (area) =>
    gluedPlanks(doc, area, WOOD.cherry, 3, {
      wave: 130,
      waveFreq: 0.8,
      ringScale: 1.3,
    }),
  );
  return { ...disc, outline: `${disc.outline} ${ellipsePath(hx, hy, 22, 22)}` };
}
