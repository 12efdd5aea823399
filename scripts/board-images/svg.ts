/**
 * The SVG document every scene is drawn into, and the small markup pieces the drawing modules share:
 * number formatting, gradient stops, blur and noise filters, rectangles and clip paths.
 */
import { hashString, mulberry32, type Rng } from "./random";

/** A number as the markup writes it: rounded to two decimals. */
export const f = (n: number) => (Math.round(n * 100) / 100).toString();

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `r` enlarged by `m` on every side. */
export const grow = (r: Rect, m: number): Rect => ({ x: r.x - m, y: r.y - m, w: r.w + 2 * m, h: r.h + 2 * m });

/** `x`, `y`, `width` and `height` attributes for `r`. */
export const rectAttrs = (r: Rect) => `x="${f(r.x)}" y="${f(r.y)}" width="${f(r.w)}" height="${f(r.h)}"`;

export class Doc {
  private defs: string[] = [];
  private counter = 0;
  readonly rnd: Rng;
  private seedCounter: number;

  /** extra canvas around the visible frame so edge filters never sample outside the surface */
  static readonly PAD = 180;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly name: string,
  ) {
    const seed = hashString(name);
    this.rnd = mulberry32(seed);
    this.seedCounter = seed % 5000;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A deterministic feTurbulence seed, unique inside this document. */
  seed(): number {
    this.seedCounter += 7;
    return this.seedCounter;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Adds the definition `markup(id)` under a fresh id and returns the id. */
  define(prefix: string, markup: (id: string) => string): string {
    const id = this.id(prefix);
    this.def(markup(id));
    return id;
  }

  /** Attributes for a userSpaceOnUse region covering the whole (padded) canvas. */
  get region(): string {
    const p = Doc.PAD;
    return `x="${-p}" y="${-p}" width="${this.width + 2 * p}" height="${this.height + 2 * p}"`;
  }

  /** A rectangle over the visible frame painted with the definition `paint`, optionally filtered. */
  cover(paint: string, filter?: string): string {
    const filterAttr = filter ? ` filter="url(#${filter})"` : "";
    return `<rect width="${this.width}" height="${this.height}" fill="url(#${paint})"${filterAttr}/>`;
  }

  render(body: string): string {
    const p = Doc.PAD;
    const w = this.width + 2 * p;
    const h = this.height + 2 * p;
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${-p} ${-p} ${w} ${h}"><defs>${this.defs.join("\n")}</defs>${body}</svg>`;
  }
}

/** Gradient stops, each [offset, colour] or [offset, colour, opacity]. */
export type Stop = [offset: number | string, color: string, opacity?: number | string];

export function stops(list: Stop[]): string {
  return list
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? "" : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join("");
}

/** A `<linearGradient>` or `<radialGradient>` with the given attributes and stops; returns its id. */
export function gradient(
  doc: Doc,
  tag: "linearGradient" | "radialGradient",
  prefix: string,
  attrs: string,
  list: Stop[],
  sep = "\n",
): string {
  return doc.define(prefix, (id) => `<${tag} id="${id}" ${attrs}>${sep}${stops(list)}</${tag}>`);
}

/** A linear gradient across the painted box, from (x1, y1) to (x2, y2) as fractions of it; returns its id. */
export function linear(doc: Doc, prefix: string, [x1, y1, x2, y2]: number[], list: Stop[], sep = "\n"): string {
  return gradient(doc, "linearGradient", prefix, `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, list, sep);
}

/** A radial gradient in user space centred on (cx, cy) with radius r; returns its id. */
export function radial(
  doc: Doc,
  prefix: string,
  [cx, cy, r]: (number | string)[],
  list: Stop[],
  transform?: string,
): string {
  const extra = transform ? ` gradientTransform="${transform}"` : "";
  const attrs = `gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"${extra}`;
  return gradient(doc, "radialGradient", prefix, attrs, list);
}

/** A userSpaceOnUse filter over `region` (attributes); returns its id. */
export function filter(doc: Doc, prefix: string, region: string, primitives: string): string {
  return doc.define(
    prefix,
    (id) =>
      `<filter id="${id}" filterUnits="userSpaceOnUse" ${region} color-interpolation-filters="sRGB">${primitives}</filter>`,
  );
}

export function blurFilter(doc: Doc, std: number): string {
  return doc.define(
    "blur",
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
}

/** Fractal noise with a fresh seed, as the filter result `result`. */
export function noise(doc: Doc, frequency: string | number, octaves: number, result: string): string {
  return `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${doc.seed()}" result="${result}"/>`;
}

/** Turns any RGB input into its red channel as grey, fully opaque. */
export const GRAY_OPAQUE = 'type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"';

/** Fractal noise (result `raw`) turned into opaque grey (result `grey`). */
export function greyNoise(doc: Doc, frequency: string | number, octaves: number, raw: string, grey: string): string {
  return `${noise(doc, frequency, octaves, raw)}
<feColorMatrix in="${raw}" ${GRAY_OPAQUE} result="${grey}"/>`;
}

/** A clip path to the rectangle `r`; returns its id. */
export function clipRect(doc: Doc, r: Rect): string {
  return doc.define("clip", (id) => `<clipPath id="${id}"><rect ${rectAttrs(r)}/></clipPath>`);
}
