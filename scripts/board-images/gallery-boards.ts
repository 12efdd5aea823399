/** The one-of-a-kind custom boards of the gallery (the gallery banner lays them out on the workbench too). */
import { endGrain } from "./grain";
import { extendLastStrip, glueLine, longGrainEdge, stripes, stripsOf, type EdgeBlock } from "./glue-ups";
import type { BoardDesign } from "./render-board";
import { centredBox, discBoard, ellipsePath, paddleBoard, rectBoard, roundedBoard, type Paddle } from "./shapes";
import type { Doc } from "./svg";
import { WOOD, type Species } from "./wood";

/** An end-grain block laid in staggered bricks of mixed species (a heavy butcher block). */
export function brickEndGrain(
  doc: Doc,
  w: number,
  h: number,
  thickness: number,
  rows: number,
  cols: number,
): BoardDesign {
  const box = centredBox(w, h);
  const rnd = doc.rnd;
  const rowH = h / rows;
  const brickW = w / cols;
  // Mostly walnut and maple with cherry between; a brick never matches the one beside it or
  // either brick above it, so the pattern reads as single blocks.
  const pick = (avoid: Species[]) => {
    for (;;) {
      const v = rnd();
      const sp = v < 0.4 ? WOOD.walnut : v < 0.75 ? WOOD.maple : WOOD.cherry;
      if (!avoid.includes(sp)) return sp;
    }
  };
  const blocks: string[] = [];
  let above: EdgeBlock[] = [];
  for (let j = 0; j < rows; j++) {
    const y = box.y + j * rowH;
    const row: EdgeBlock[] = [];
    // every other row starts with half a brick
    let x = box.x - (j % 2 === 1 ? brickW / 2 : 0);
    while (x < box.x + w - 0.5) {
      const x0 = Math.max(box.x, x);
      const x1 = Math.min(box.x + w, x + brickW);
      const touching = above.filter((b) => b.x < x1 - 1 && b.x + b.w > x0 + 1).map((b) => b.sp);
      const left = row.length ? [row[row.length - 1].sp] : [];
      const near = [...new Set([...left, ...touching])];
      const sp = pick(near.length < 3 ? near : left);
      blocks.push(endGrain(doc, { x: x0, y, w: x1 - x0, h: rowH }, sp, 0.4));
      if (row.length) blocks.push(glueLine(x0, y, x0, y + rowH, 0.32));
      row.push({ x: x0, w: x1 - x0, sp });
      x += brickW;
    }
    if (j > 0) blocks.push(glueLine(box.x, y, box.x + w, y, 0.32));
    above = row;
  }
  // The front edge shows the long grain of the last row of bricks.
  const edge = longGrainEdge(doc, above, h / 2, thickness, { wave: 16, ringScale: 0.5 });
  return { ...roundedBoard(box, 14, thickness, blocks.join(""), edge), sideTint: "#2a180c" };
}

/** A long serving plank: a rounded body, a tapered handle and a hanging hole. */
export function servingPlank(doc: Doc, sp: Species = WOOD.walnut): BoardDesign {
  const plank: Paddle = { body: [-530, 60, 150, 230], curve: [300, 330, 58], handle: [400, 505, 54], hole: [508, 17] };
  return paddleBoard(doc, plank, 28, sp, 1, { wave: 110, waveFreq: 0.7, ringScale: 1.4 });
}

/** A round maple board with walnut banding and a juice groove turned near its rim. */
export function roundGrooveBoard(doc: Doc, r: number, thickness: number): BoardDesign {
  const M = WOOD.maple;
  const W = WOOD.walnut;
  const C = WOOD.cherry;
  const strips = stripsOf([M, 120], [C, 26], [M, 120], [W, 50], [M, 120], [C, 26], [M, 120]);
  const all = extendLastStrip(strips, thickness + 40, 2 * r);
  return {
    ...discBoard(r, thickness, (area) => stripes(doc, area, all, "h", { wave: 60 })),
    groove: ellipsePath(0, 0, r - 34, r - 34),
  };
}

/** Narrow strips of walnut, maple, cherry and oak in a deliberate, uneven rhythm. */
export function mixedStripeBoard(doc: Doc, w: number, h: number, thickness: number): BoardDesign {
  const { walnut: W, maple: M, cherry: C, oak: O } = WOOD;
  const strips = stripsOf(
    [W, 46],
    [M, 30],
    [C, 40],
    [O, 18],
    [W, 22],
    [M, 56],
    [C, 18],
    [W, 38],
    [O, 44],
    [M, 18],
    [C, 48],
    [W, 26],
    [M, 36],
  );
  const all = extendLastStrip(strips, thickness + 30, h);
  return rectBoard(w, h, 26, thickness, (r) => stripes(doc, r, all, "h", { wave: 34 }));
}
