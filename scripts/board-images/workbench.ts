/** The dark workbench of the wide banners (home hero, gallery): boards laid out on it, lit from the right. */
import { vignette } from "./backdrops";
import { longGrain } from "./grain";
import { range } from "./random";
import { renderBoard, type BoardDesign } from "./render-board";
import { f, linear, radial, type Doc, type Stop } from "./svg";
import { WOOD } from "./wood";

/** Four broad bench planks across the frame with dark gaps between. */
function benchSurface(doc: Doc): string {
  const { width: w, height: h } = doc;
  const planks = 4;
  const ph = h / planks + 10;
  const parts: string[] = [];
  for (let i = 0; i < planks; i++) {
    const y = -20 + i * ph;
    parts.push(
      longGrain(
        doc,
        { x: -10, y, w: w + 20, h: ph },
        {
          sp: WOOD.bench,
          dir: "h",
          clip: true,
          wave: 130,
          waveFreq: range(doc.rnd, 0.7, 1.1),
          ringScale: 1.3,
          bright: range(doc.rnd, 0.85, 1.1),
        },
      ),
    );
    if (i > 0) {
      parts.push(`<rect x="-10" y="${f(y - 2)}" width="${w + 20}" height="4" fill="#0b0603" opacity="0.85"/>`);
      parts.push(`<rect x="-10" y="${f(y + 2)}" width="${w + 20}" height="1.5" fill="#8a6446" opacity="0.2"/>`);
    }
  }
  return parts.join("");
}

export interface BenchLight {
  /** where the warm light from the right is centred, and how strong it is */
  warm: { cx: number; cy: number; opacity: number };
  /** the calm dark space on the left for the heading: [offset, opacity] stops from the left edge */
  dark: [offset: number, opacity: number][];
  vignette: [strength: number, cx: number, cy: number];
}

/** Lays a board on the bench at (x, y), turned by `angle` degrees. */
type OnBench = (design: BoardDesign, x: number, y: number, angle: number) => string;

/** The workbench seen from above with the boards that `layOut` places on it, under `light`. */
export function benchScene(doc: Doc, light: BenchLight, layOut: (onBench: OnBench) => string[]): string {
  const body: string[] = [benchSurface(doc)];
  body.push(...layOut((design, x, y, angle) => renderBoard(doc, { ...design, x, y, angle, shadow: 1.7 })));
  const { cx, cy, opacity } = light.warm;
  const warm = radial(
    doc,
    "warm",
    [cx, cy, 1100],
    [
      [0, "#ffb468", opacity],
      [0.6, "#ff9a40", 0.04],
      [1, "#ff9a40", 0],
    ],
  );
  const dark = linear(
    doc,
    "leftDark",
    [0, 0, 1, 0],
    light.dark.map(([offset, alpha]): Stop => [offset, "#0d0704", alpha]),
  );
  body.push(doc.cover(warm), doc.cover(dark), vignette(doc, ...light.vignette));
  return body.join("");
}
