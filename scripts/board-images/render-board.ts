/** A board on a surface: its shadows, the visible front edge, the top face and its oiled finish. */
import { blurFilter, f, filter, gradient, grow, radial, rectAttrs, type Doc, type Rect, type Stop } from "./svg";

export interface Board {
  /** outline in local coordinates (may contain holes; drawn with evenodd) */
  outline: string;
  /** local bounding box of the outline */
  box: Rect;
  thickness: number;
  /** texture markup in local coordinates covering box (+ thickness below) */
  texture: string;
  /** optional different texture for the visible edge */
  sideTexture?: string;
  groove?: string;
  /** placement */
  x: number;
  y: number;
  angle?: number;
  /** 0..1, how glossy the oiled finish looks */
  sheen?: number;
  /** shadow strength multiplier (darker surfaces need more) */
  shadow?: number;
  /** colour glazed over the front edge to calm its grain */
  sideTint?: string;
}

/** A board as designed, before it is placed in a scene. */
export type BoardDesign = Omit<Board, "x" | "y">;

/** A board design, optionally moved from the centre of the frame. */
export type Shot = BoardDesign & { x?: number; y?: number };

/** A linear gradient in user space from (x1, y1) to (x2, y2); returns its id. */
function userLinear(doc: Doc, prefix: string, [x1, y1, x2, y2]: number[], list: Stop[]): string {
  const attrs = `gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`;
  return gradient(doc, "linearGradient", prefix, attrs, list);
}

export function renderBoard(doc: Doc, b: Board): string {
  const T = b.thickness;
  const place = (dy = 0, dx = 0) => `translate(${f(b.x + dx)},${f(b.y + dy)}) rotate(${b.angle ?? 0})`;
  const shape = (extra = "", dy = 0, dx = 0) =>
    `<path d="${b.outline}" fill-rule="evenodd" clip-rule="evenodd" transform="${place(dy, dx)}" ${extra}/>`;
  const shadowK = b.shadow ?? 1;

  // Shadows: a wide ambient one and a tight contact one.
  const softBlur = blurFilter(doc, 26);
  const midBlur = blurFilter(doc, 10);
  const contactBlur = blurFilter(doc, 3.5);
  const shadows = [
    shape(`fill="#2a1a0e" opacity="${f(0.34 * shadowK)}" filter="url(#${softBlur})"`, T + 30, 26),
    shape(`fill="#24160b" opacity="${f(0.3 * shadowK)}" filter="url(#${midBlur})"`, T + 10, 8),
    shape(`fill="#140b05" opacity="${f(0.55 * Math.min(1.4, shadowK))}" filter="url(#${contactBlur})"`, T + 2, 1),
  ].join("");

  // Front edge: the outline swept downwards by the board thickness. A vertical
  // box-filter convolution of the outline gives both the swept region and a
  // smooth depth ramp (1 at the top edge, 0 at the bottom) for shading.
  const kernel = Array.from({ length: T + 1 }, () => "1").join(" ");
  const conv = `<feConvolveMatrix in="SourceAlpha" order="1 ${T + 1}" kernelMatrix="${kernel}" divisor="${T + 1}" targetX="0" targetY="${T}" edgeMode="none" preserveAlpha="false" result="ramp"/>`;
  const sweep = filter(
    doc,
    "sweep",
    doc.region,
    `${conv}
<feComponentTransfer in="ramp"><feFuncA type="linear" slope="${T + 1}" intercept="0"/></feComponentTransfer>
<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1 0"/>`,
  );
  const shadeF = filter(
    doc,
    "sweepShade",
    doc.region,
    `${conv}
<feColorMatrix in="ramp" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -0.5 0.78"/>`,
  );
  /** The outline in white through `through`, as a mask over the whole canvas. */
  const sweptMask = (prefix: string, through: string) =>
    doc.define(
      prefix,
      (id) =>
        `<mask id="${id}" maskUnits="userSpaceOnUse" ${doc.region}><g filter="url(#${through})">${shape('fill="#fff"')}</g></mask>`,
    );
  const sideMask = sweptMask("sideMask", sweep);
  const shadeMask = sweptMask("sideShade", shadeF);
  const texId = doc.define("tex", (id) => `<g id="${id}">${b.texture}</g>`);
  const sideTex = b.sideTexture ?? `<use href="#${texId}" xlink:href="#${texId}"/>`;
  const side = `<g mask="url(#${sideMask})"><g transform="${place()}">${sideTex}</g><rect ${doc.region} fill="${b.sideTint ?? "#3a2416"}" opacity="0.25"/><rect ${doc.region} fill="#140a04" mask="url(#${shadeMask})"/>${shape('fill="none" stroke="#fff3df" stroke-opacity="0.35" stroke-width="3"', 1.5)}</g>`;

  // Top face.
  const topClip = doc.define("top", (id) => `<clipPath id="${id}">${shape()}</clipPath>`);
  const bx = b.box;
  const lightGrad = userLinear(
    doc,
    "light",
    [bx.x, bx.y, bx.x + bx.w, bx.y + bx.h],
    [
      [0, "#fff6e6", 0.16],
      [0.45, "#fff6e6", 0],
      [0.6, "#000", 0],
      [1, "#1a0d05", 0.2],
    ],
  );
  const [sx, sy] = [bx.x + bx.w * 0.3, bx.y + bx.h * 0.25];
  const sheenGrad = radial(
    doc,
    "sheen",
    [f(sx), f(sy), f(Math.max(bx.w, bx.h) * 0.55)],
    [
      [0, "#fffaf0", f(0.2 * (b.sheen ?? 1))],
      [1, "#fffaf0", 0],
    ],
    `translate(${f(sx)},${f(sy)}) scale(1.4,0.6) translate(${f(-sx)},${f(-sy)})`,
  );
  const edgeBlur = blurFilter(doc, 6);
  const hiBlur = blurFilter(doc, 1.1);
  const hiGrad = userLinear(
    doc,
    "hi",
    [bx.x, bx.y, bx.x + bx.w * 0.6, bx.y + bx.h],
    [
      [0, "#fff4dc", 0.75],
      [1, "#fff4dc", 0.12],
    ],
  );

  let groove = "";
  if (b.groove) {
    const gBlur = blurFilter(doc, 1.6);
    const path = (attrs: string) => `<path d="${b.groove}" fill="none" ${attrs}/>`;
    groove = `<g transform="${place()}">
${path(`stroke="#1a0c04" stroke-opacity="0.5" stroke-width="13" filter="url(#${gBlur})"`)}
${path('stroke="#1a0c04" stroke-opacity="0.35" stroke-width="8" transform="translate(-1.5,-2)"')}
${path(`stroke="#fff2da" stroke-opacity="0.22" stroke-width="2" transform="translate(2.5,4.5)" filter="url(#${gBlur})"`)}
${path('stroke="#fff2da" stroke-opacity="0.28" stroke-width="1.4" transform="translate(-3,-5.5)"')}
</g>`;
  }

  const lit = rectAttrs(grow(bx, 20));
  const top = `<g clip-path="url(#${topClip})">
<use href="#${texId}" xlink:href="#${texId}" transform="${place()}"/>
<g transform="${place()}">
<rect ${lit} fill="url(#${lightGrad})"/>
<rect ${lit} fill="url(#${sheenGrad})"/>
</g>
${groove}
${shape(`fill="none" stroke="#1a0c04" stroke-opacity="0.45" stroke-width="14" filter="url(#${edgeBlur})"`)}
${shape(`fill="none" stroke="url(#${hiGrad})" stroke-width="4" filter="url(#${hiBlur})"`, 0.5, 0.5)}
</g>`;

  return `<g>${shadows}${side}${top}</g>`;
}

/** A board in the middle of the frame (a little above centre, leaving room for its shadow). */
export function centred(doc: Doc, board: Shot, defaults: Partial<Board> = {}): string {
  return renderBoard(doc, { x: doc.width / 2, y: doc.height / 2 - 14, ...defaults, ...board });
}
