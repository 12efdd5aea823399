/**
 * Board shapes: outline paths (rounded rectangles, circles) and the designs built on them —
 * rectangular, round, paddle-shaped, and rounded end-grain boards.
 */
import { gluedPlanks } from "./glue-ups";
import type { LongGrainOpts } from "./grain";
import type { BoardDesign } from "./render-board";
import { f, type Doc, type Rect } from "./svg";
import type { Species } from "./wood";

export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)},${f(y)} H${f(x + w - r)} A${r},${r} 0 0 1 ${f(x + w)},${f(y + r)} V${f(y + h - r)} A${r},${r} 0 0 1 ${f(x + w - r)},${f(y + h)} H${f(x + r)} A${r},${r} 0 0 1 ${f(x)},${f(y + h - r)} V${f(y + r)} A${r},${r} 0 0 1 ${f(x + r)},${f(y)} Z`;
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)},${f(cy)} A${rx},${ry} 0 1 0 ${f(cx + rx)},${f(cy)} A${rx},${ry} 0 1 0 ${f(cx - rx)},${f(cy)} Z`;
}

/** The local bounding box of a w × h board centred on the origin. */
export const centredBox = (w: number, h: number): Rect => ({ x: -w / 2, y: -h / 2, w, h });

/** A rounded rectangular board over `box` whose front edge shows `sideTexture` (end-grain boards). */
export function roundedBoard(
  box: Rect,
  radius: number,
  thickness: number,
  texture: string,
  sideTexture: string,
): BoardDesign {
  return { outline: roundedRect(box.x, box.y, box.w, box.h, radius), box, thickness, texture, sideTexture };
}

/**
 * A board with the given outline and bounding box, its texture drawn by `texture` over the
 * box and `below` px more (the front edge shows the texture's lower part).
 */
function shapedBoard(
  outline: string,
  box: Rect,
  thickness: number,
  texture: (area: Rect) => string,
  below = thickness + 40,
): BoardDesign {
  return { outline, box, thickness, texture: texture({ ...box, h: box.h + below }) };
}

/** A rounded rectangular board; `groove` is the inset of a juice groove. */
export function rectBoard(
  w: number,
  h: number,
  radius: number,
  thickness: number,
  texture: (area: Rect) => string,
  groove?: number,
): BoardDesign {
  const box = centredBox(w, h);
  return {
    ...shapedBoard(roundedRect(box.x, box.y, w, h, radius), box, thickness, texture),
    groove: groove
      ? roundedRect(box.x + groove, box.y + groove, w - 2 * groove, h - 2 * groove, Math.max(8, radius - 10))
      : undefined,
  };
}

/** A round board of radius `r`. */
export function discBoard(r: number, thickness: number, texture: (area: Rect) => string): BoardDesign {
  return shapedBoard(ellipsePath(0, 0, r, r), centredBox(2 * r, 2 * r), thickness, texture);
}

/** A paddle seen from above: a body with rounded left corners curving into a handle with a hanging hole. */
export interface Paddle {
  /** the body's left edge, the radius of its left corners, its half height, where its straight top ends */
  body: [left: number, corner: number, halfHeight: number, end: number];
  /** the curve from body to handle: its control points' x, and the second's distance from the axis */
  curve: [x1: number, x2: number, y2: number];
  /** where the handle starts, the centre of its round end, its half width */
  handle: [start: number, end: number, halfWidth: number];
  /** the hanging hole's centre and radius */
  hole: [x: number, r: number];
}

/** A paddle of `planks` glued planks of `sp`, body on the left and handle on the right. */
export function paddleBoard(
  doc: Doc,
  p: Paddle,
  thickness: number,
  sp: Species,
  planks: number,
  grain: Partial<LongGrainOpts>,
): BoardDesign {
  const [left, corner, half, bodyEnd] = p.body;
  const [c1, c2, cy] = p.curve;
  const [start, end, hw] = p.handle;
  const outline =
    `M${left + corner},-${half} H${bodyEnd} C${c1},-${half} ${c2},-${cy} ${start},-${hw} H${end} ` +
    `A${hw},${hw} 0 0 1 ${end},${hw} H${start} C${c2},${cy} ${c1},${half} ${bodyEnd},${half} H${left + corner} ` +
    `A${corner},${corner} 0 0 1 ${left},${half - corner} V-${half - corner} A${corner},${corner} 0 0 1 ${left + corner},-${half} Z ` +
    ellipsePath(p.hole[0], 0, p.hole[1], p.hole[1]);
  const box = { x: left, y: -half, w: end + hw - left, h: 2 * half };
  return shapedBoard(outline, box, thickness, (area) => gluedPlanks(doc, area, sp, planks, grain), 60);
}
