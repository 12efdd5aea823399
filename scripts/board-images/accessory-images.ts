/**
 * The care products and accessories of the sample catalogue (images/boards, decision 056): a bottle of
 * board oil, a tin of wax and a walnut stand, on the same linen and light as the boards.
 */
import { linen, vignette } from "./backdrops";
import { gluedPlanks } from "./glue-ups";
import { centred } from "./render-board";
import { BOARDS_DIR, scene, type Scene } from "./scene";
import { ellipsePath, rectBoard, roundedRect } from "./shapes";
import { blurFilter, f, gradient, radial, type Doc, type Stop } from "./svg";
import { WOOD } from "./wood";

/** A horizontal gradient across the painted box: the light falling on a rounded object from the left. */
const across = (doc: Doc, prefix: string, list: Stop[]) =>
  gradient(doc, "linearGradient", prefix, `x1="0" y1="0" x2="1" y2="0"`, list);

/** A soft shadow on the linen under an object standing at (cx, base). */
function groundShadow(doc: Doc, cx: number, base: number, rx: number, ry: number): string {
  const soft = blurFilter(doc, 22);
  const contact = blurFilter(doc, 6);
  return [
    `<ellipse cx="${f(cx + 30)}" cy="${f(base + 6)}" rx="${f(rx * 1.25)}" ry="${f(ry * 1.6)}" fill="#2a1a0e" opacity="0.32" filter="url(#${soft})"/>`,
    `<ellipse cx="${f(cx + 6)}" cy="${f(base)}" rx="${f(rx)}" ry="${f(ry)}" fill="#140b05" opacity="0.5" filter="url(#${contact})"/>`,
  ].join("");
}

/** A kraft-paper label with the shop's name and the product's, centred on (cx, cy). */
function label(doc: Doc, cx: number, cy: number, w: number, h: number, title: string, line: string): string {
  const paper = across(doc, "kraft", [
    [0, "#b99c6e"],
    [0.35, "#e2cba0"],
    [0.7, "#d6bb8a"],
    [1, "#a88b5e"],
  ]);
  const x = cx - w / 2;
  const y = cy - h / 2;
  // Sized by the narrower of the label's sides, so the words fit a tall label too.
  const u = Math.min(h, w * 0.75);
  return [
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="url(#${paper})"/>`,
    `<rect x="${f(x + 12)}" y="${f(y + 12)}" width="${f(w - 24)}" height="${f(h - 24)}" rx="4" fill="none" stroke="#5a3a22" stroke-width="2" opacity="0.7"/>`,
    `<text x="${f(cx)}" y="${f(cy - h * 0.12)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${f(u * 0.09)}" letter-spacing="2" fill="#5a3a22">GRAIN &amp; GROOVE</text>`,
    `<text x="${f(cx)}" y="${f(cy + h * 0.1)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${f(u * 0.16)}" fill="#3b2414">${title}</text>`,
    `<text x="${f(cx)}" y="${f(cy + h * 0.3)}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${f(u * 0.07)}" letter-spacing="1" fill="#5a3a22">${line}</text>`,
  ].join("");
}

/** An amber glass bottle of oil with a walnut cap, standing on the linen. */
function oilBottle(doc: Doc): string {
  const cx = doc.width / 2;
  const base = 790;
  const w = 300;
  const bodyTop = 300;
  const glass = across(doc, "glass", [
    [0, "#4a2508"],
    [0.18, "#8a4b12"],
    [0.38, "#c9852f"],
    [0.62, "#a35f19"],
    [0.85, "#6b3609"],
    [1, "#3d1e06"],
  ]);
  const cap = across(doc, "cap", [
    [0, WOOD.walnut.dark],
    [0.4, WOOD.walnut.light],
    [1, WOOD.walnut.dark],
  ]);
  const body = `M${f(cx - w / 2)},${f(base - 20)} V${f(bodyTop + 60)} Q${f(cx - w / 2)},${f(bodyTop)} ${f(cx - 70)},${f(bodyTop - 40)} L${f(cx - 48)},${f(bodyTop - 70)} V${f(bodyTop - 150)} H${f(cx + 48)} V${f(bodyTop - 70)} L${f(cx + 70)},${f(bodyTop - 40)} Q${f(cx + w / 2)},${f(bodyTop)} ${f(cx + w / 2)},${f(bodyTop + 60)} V${f(base - 20)} Q${f(cx + w / 2)},${f(base)} ${f(cx + w / 2 - 20)},${f(base)} H${f(cx - w / 2 + 20)} Q${f(cx - w / 2)},${f(base)} ${f(cx - w / 2)},${f(base - 20)} Z`;
  return [
    groundShadow(doc, cx, base, w * 0.55, 18),
    `<path d="${body}" fill="url(#${glass})"/>`,
    // The light on the glass: a long highlight and a faint one on the far side.
    `<rect x="${f(cx - w / 2 + 34)}" y="${f(bodyTop + 40)}" width="22" height="${f(base - bodyTop - 90)}" rx="11" fill="#fff4dc" opacity="0.35"/>`,
    `<rect x="${f(cx + w / 2 - 40)}" y="${f(bodyTop + 70)}" width="8" height="${f(base - bodyTop - 150)}" rx="4" fill="#fff4dc" opacity="0.18"/>`,
    `<path d="${roundedRect(cx - 56, bodyTop - 230, 112, 92, 12)}" fill="url(#${cap})"/>`,
    `<rect x="${f(cx - 56)}" y="${f(bodyTop - 150)}" width="112" height="10" fill="#1f120a" opacity="0.45"/>`,
    label(doc, cx, 560, w - 40, 260, "BOARD OIL", "FOOD-SAFE · 8 FL OZ"),
  ].join("");
}

/** A round tin of board wax seen from above, its lid off beside it. */
function waxTin(doc: Doc): string {
  const cx = doc.width / 2 - 120;
  const cy = doc.height / 2 - 10;
  const r = 230;
  const metal = radial(
    doc,
    "tin",
    [cx - 60, cy - 80, r * 1.4],
    [
      [0, "#f4f1ea"],
      [0.5, "#c9c4b8"],
      [0.85, "#8f8a80"],
      [1, "#6e6a62"],
    ],
  );
  const wax = radial(
    doc,
    "wax",
    [cx - 30, cy - 40, r],
    [
      [0, "#f6dc8c"],
      [0.6, "#e9c463"],
      [1, "#c99a35"],
    ],
  );
  const lidX = cx + 330;
  const lidY = cy + 40;
  const lidMetal = radial(
    doc,
    "lid",
    [lidX - 60, lidY - 80, r * 1.3],
    [
      [0, "#f2efe8"],
      [0.6, "#c2bdb1"],
      [1, "#76716a"],
    ],
  );
  const soft = blurFilter(doc, 20);
  return [
    `<circle cx="${f(cx + 24)}" cy="${f(cy + 30)}" r="${r}" fill="#24160b" opacity="0.4" filter="url(#${soft})"/>`,
    `<circle cx="${f(lidX + 24)}" cy="${f(lidY + 30)}" r="${r - 10}" fill="#24160b" opacity="0.4" filter="url(#${soft})"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="url(#${metal})"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r - 18}" fill="url(#${wax})"/>`,
    // A swirl where a cloth has taken some wax.
    `<path d="${ellipsePath(cx + 40, cy + 30, 90, 60)}" fill="none" stroke="#b8872a" stroke-width="6" opacity="0.35"/>`,
    `<circle cx="${f(lidX)}" cy="${f(lidY)}" r="${r - 10}" fill="url(#${lidMetal})"/>`,
    `<circle cx="${f(lidX)}" cy="${f(lidY)}" r="${r - 26}" fill="none" stroke="#6e6a62" stroke-width="3" opacity="0.5"/>`,
    `<g transform="translate(${f(lidX)} ${f(lidY)}) rotate(-8)">${label(doc, 0, 0, 300, 200, "BOARD WAX", "BEESWAX · 4 OZ")}</g>`,
  ].join("");
}

/** A slotted walnut stand: boards stand upright in its two slots. */
function boardStand(doc: Doc): string {
  const stand = { ...rectBoard(760, 300, 26, 40, (r) => gluedPlanks(doc, r, WOOD.walnut, 3, { wave: 80 })), angle: -4 };
  const slot = (dy: number) =>
    `<g transform="translate(${f(doc.width / 2)} ${f(doc.height / 2 - 14 + dy)}) rotate(-4)"><path d="${roundedRect(-330, -14, 660, 28, 12)}" fill="#1b0f07" opacity="0.85"/><path d="${roundedRect(-330, -14, 660, 6, 3)}" fill="#000" opacity="0.35"/></g>`;
  return [linen(doc), centred(doc, stand), slot(-60), slot(40), vignette(doc, 0.22)].join("");
}

const product = (name: string, build: Scene["build"]) => scene(BOARDS_DIR, name, build);

export const accessoryImages: Scene[] = [
  product("board-oil", (doc) => linen(doc) + oilBottle(doc) + vignette(doc, 0.22)),
  product("board-wax", (doc) => linen(doc) + waxTin(doc) + vignette(doc, 0.22)),
  product("walnut-board-stand", boardStand),
];
