/**
 * Generates the original product and site imagery for Grain & Groove.
 *
 *   npm run images            (= npx tsx scripts/generate-board-images.ts)
 *   npm run images -- hero    (only render images whose name contains "hero")
 *
 * Everything is drawn procedurally: each image is an SVG document (wood grain
 * from feTurbulence-displaced growth-ring gradients, end-grain blocks from
 * radial ring gradients, linen from anisotropic noise) rasterised by sharp /
 * librsvg and encoded as WebP, with the narrower copies `name-480w.webp` and
 * `name-960w.webp` beside each file (src/shared/image-variants.ts) resized from the
 * same raster. Every random choice comes from a seeded PRNG and every feTurbulence
 * has an explicit seed, so reruns produce identical files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, variantUrl } from '../src/shared/image-variants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOARDS_DIR = path.join(ROOT, 'src/client/public/images/boards');
const SITE_DIR = path.join(ROOT, 'src/client/public/images/site');
const GALLERY_DIR = path.join(ROOT, 'src/client/public/images/gallery');
const MAX_BYTES = 150 * 1024;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

type Rng = () => number;

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (rnd: Rng, min: number, max: number) => min + rnd() * (max - min);
const f = (n: number) => (Math.round(n * 100) / 100).toString();

// ---------------------------------------------------------------------------
// Colour helpers and timber palettes
// ---------------------------------------------------------------------------

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const v = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

interface Species {
  /** earlywood (the light part of a growth ring) */
  light: string;
  /** body colour */
  mid: string;
  /** latewood (the dark line of a growth ring) */
  dark: string;
  /** how visible the fine fibre streaks are (0..1) */
  fibre: number;
  /** how much the tone wanders across a board (0..1) */
  tone: number;
  /** average growth-ring width in px [min, max] */
  ring: [number, number];
}

const WOOD = {
  walnut: { light: '#7b573a', mid: '#5a3c27', dark: '#352014', fibre: 0.55, tone: 0.55, ring: [8, 22] },
  maple: { light: '#efdcb6', mid: '#e2c69a', dark: '#c9a676', fibre: 0.3, tone: 0.3, ring: [10, 28] },
  cherry: { light: '#b8754d', mid: '#9c5735', dark: '#6d3520', fibre: 0.4, tone: 0.5, ring: [9, 24] },
  oak: { light: '#d9bf92', mid: '#c3a270', dark: '#8c6a40', fibre: 0.6, tone: 0.35, ring: [8, 20] },
  bench: { light: '#4d3322', mid: '#3a2618', dark: '#22150c', fibre: 0.55, tone: 0.7, ring: [12, 34] },
} satisfies Record<string, Species>;

// ---------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------

class Doc {
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

  /** Attributes for a userSpaceOnUse region covering the whole (padded) canvas. */
  get region(): string {
    const p = Doc.PAD;
    return `x="${-p}" y="${-p}" width="${this.width + 2 * p}" height="${this.height + 2 * p}"`;
  }

  render(body: string): string {
    const p = Doc.PAD;
    const w = this.width + 2 * p;
    const h = this.height + 2 * p;
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${-p} ${-p} ${w} ${h}"><defs>${this.defs.join('\n')}</defs>${body}</svg>`;
  }
}

const GRAY_OPAQUE = 'type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"';

function blurFilter(doc: Doc, std: number): string {
  const id = doc.id('blur');
  doc.def(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
  return id;
}

// ---------------------------------------------------------------------------
// Wood textures
// ---------------------------------------------------------------------------

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Gradient stops describing a run of growth rings along [0, length]. */
function ringStops(rnd: Rng, sp: Species, length: number, widthScale = 1): string {
  const stops: string[] = [];
  let pos = 0;
  while (pos < length) {
    const w = range(rnd, sp.ring[0], sp.ring[1]) * widthScale;
    const late = range(rnd, 0.18, 0.4);
    const soft = rnd();
    const early = mix(sp.light, sp.mid, range(rnd, 0, 0.45));
    const body = mix(sp.mid, sp.light, range(rnd, -0.05, 0.3));
    const lateCol = mix(sp.dark, sp.mid, range(rnd, 0, 0.55));
    const o = (p: number) => Math.min(1, Math.max(0, p / length)).toFixed(5);
    stops.push(`<stop offset="${o(pos)}" stop-color="${early}"/>`);
    stops.push(`<stop offset="${o(pos + w * (1 - late - 0.15 * soft))}" stop-color="${body}"/>`);
    stops.push(`<stop offset="${o(pos + w - 0.6)}" stop-color="${lateCol}"/>`);
    pos += w;
  }
  return stops.join('');
}

interface LongGrainOpts {
  sp: Species;
  /** 'h' = grain runs left-right, 'v' = grain runs top-bottom */
  dir: 'h' | 'v';
  /** amplitude of the grain waviness in px */
  wave?: number;
  /** frequency multiplier of the waviness */
  waveFreq?: number;
  /** multiplier on ring widths */
  ringScale?: number;
  /** overall brightness multiplier */
  bright?: number;
  /** draw only inside this rect (otherwise the texture bleeds into the margin) */
  clip?: boolean;
  /** add a specular "oiled finish" highlight from a point light at this position */
  oil?: { x: number; y: number; z: number; strength: number };
}

/**
 * A flat/edge-sawn piece of timber filling `r` (plus a margin so that the
 * displacement never pulls transparent pixels into the visible area).
 */
function longGrain(doc: Doc, r: Rect, opts: LongGrainOpts): string {
  const { sp, dir } = opts;
  const rnd = doc.rnd;
  const wave = opts.wave ?? 90;
  const wf = opts.waveFreq ?? 1;
  const m = Math.ceil(wave / 2 + 30);
  const ext: Rect = { x: r.x - m, y: r.y - m, w: r.w + 2 * m, h: r.h + 2 * m };
  const across = dir === 'h' ? ext.h : ext.w;
  const gid = doc.id('rings');
  const [x1, y1, x2, y2] =
    dir === 'h' ? [ext.x, ext.y, ext.x, ext.y + ext.h] : [ext.x, ext.y, ext.x + ext.w, ext.y];
  doc.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${ringStops(rnd, sp, across, opts.ringScale ?? 1)}</linearGradient>`,
  );
  const bf = (along: number, acrossF: number) => (dir === 'h' ? `${along} ${acrossF}` : `${acrossF} ${along}`);
  const xs = dir === 'h' ? 'A' : 'R';
  const ys = dir === 'h' ? 'R' : 'A';
  const xs2 = dir === 'h' ? 'A' : 'G';
  const ys2 = dir === 'h' ? 'G' : 'A';
  const fibK = 0.5 * sp.fibre;
  const toneK = 0.9 * sp.tone;
  const bright = opts.bright ?? 1;
  const fid = doc.id('grain');
  doc.def(`<filter id="${fid}" filterUnits="userSpaceOnUse" x="${f(ext.x)}" y="${f(ext.y)}" width="${f(ext.w)}" height="${f(ext.h)}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${bf(0.0011 * wf, 0.0055 * wf)}" numOctaves="3" seed="${doc.seed()}" result="w1"/>
<feDisplacementMap in="SourceGraphic" in2="w1" scale="${wave}" xChannelSelector="${xs}" yChannelSelector="${ys}" result="d1"/>
<feTurbulence type="fractalNoise" baseFrequency="${bf(0.007, 0.05)}" numOctaves="2" seed="${doc.seed()}" result="w2"/>
<feDisplacementMap in="d1" in2="w2" scale="5" xChannelSelector="${xs2}" yChannelSelector="${ys2}" result="d2"/>
<feTurbulence type="fractalNoise" baseFrequency="${bf(0.012, 0.38)}" numOctaves="2" seed="${doc.seed()}" result="n2"/>
<feColorMatrix in="n2" ${GRAY_OPAQUE} result="fib"/>
<feTurbulence type="fractalNoise" baseFrequency="${bf(0.0016, 0.007)}" numOctaves="2" seed="${doc.seed()}" result="n3"/>
<feColorMatrix in="n3" ${GRAY_OPAQUE} result="tone"/>
<feComposite in="d2" in2="fib" operator="arithmetic" k1="${f(fibK * 2)}" k2="${f(1 - fibK)}" k3="0" k4="0" result="c1"/>
<feComposite in="c1" in2="tone" operator="arithmetic" k1="${f(toneK)}" k2="${f(bright - toneK / 2)}" k3="0" k4="0" result="wood"/>
${
  opts.oil
    ? `<feColorMatrix in="wood" type="luminanceToAlpha" result="bump"/>
<feSpecularLighting in="bump" surfaceScale="1.4" specularConstant="0.9" specularExponent="26" lighting-color="#fff0d8" result="spec"><fePointLight x="${opts.oil.x}" y="${opts.oil.y}" z="${opts.oil.z}"/></feSpecularLighting>
<feComposite in="spec" in2="wood" operator="arithmetic" k2="${opts.oil.strength}" k3="1"/>`
    : ''
}
</filter>`);
  const body = `<rect x="${f(ext.x)}" y="${f(ext.y)}" width="${f(ext.w)}" height="${f(ext.h)}" fill="url(#${gid})" filter="url(#${fid})"/>`;
  if (!opts.clip) return body;
  const cid = doc.id('clip');
  doc.def(`<clipPath id="${cid}"><rect x="${f(r.x)}" y="${f(r.y)}" width="${f(r.w)}" height="${f(r.h)}"/></clipPath>`);
  return `<g clip-path="url(#${cid})">${body}</g>`;
}

/** One end-grain block: concentric growth rings around a pith outside the block. */
function endGrain(doc: Doc, r: Rect, sp: Species, ringScale = 0.45): string {
  const rnd = doc.rnd;
  const m = 14;
  const ext: Rect = { x: r.x - m, y: r.y - m, w: r.w + 2 * m, h: r.h + 2 * m };
  const size = Math.max(r.w, r.h);
  const ang = rnd() * Math.PI * 2;
  const dist = size * range(rnd, 0.55, 1.6);
  const cx = r.x + r.w / 2 + Math.cos(ang) * dist;
  const cy = r.y + r.h / 2 + Math.sin(ang) * dist;
  const far = Math.hypot(Math.abs(cx - (r.x + r.w / 2)) + ext.w / 2, Math.abs(cy - (r.y + r.h / 2)) + ext.h / 2);
  const gid = doc.id('egr');
  doc.def(
    `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(far)}">${ringStops(rnd, sp, far, ringScale)}</radialGradient>`,
  );
  const fid = doc.id('eg');
  doc.def(`<filter id="${fid}" filterUnits="userSpaceOnUse" x="${f(ext.x)}" y="${f(ext.y)}" width="${f(ext.w)}" height="${f(ext.h)}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="${doc.seed()}" result="w"/>
<feDisplacementMap in="SourceGraphic" in2="w" scale="7" xChannelSelector="R" yChannelSelector="G" result="d"/>
<feTurbulence type="fractalNoise" baseFrequency="0.45" numOctaves="1" seed="${doc.seed()}" result="p"/>
<feColorMatrix in="p" ${GRAY_OPAQUE} result="pores"/>
<feComposite in="d" in2="pores" operator="arithmetic" k1="${f(0.35 * sp.fibre + 0.1)}" k2="${f(1 - (0.35 * sp.fibre + 0.1) / 2)}" k3="0" k4="0"/>
</filter>`);
  const cid = doc.id('clip');
  doc.def(`<clipPath id="${cid}"><rect x="${f(r.x)}" y="${f(r.y)}" width="${f(r.w)}" height="${f(r.h)}"/></clipPath>`);
  return `<g clip-path="url(#${cid})"><rect x="${f(ext.x)}" y="${f(ext.y)}" width="${f(ext.w)}" height="${f(ext.h)}" fill="url(#${gid})" filter="url(#${fid})"/></g>`;
}

/** A darker seam between glued pieces. */
function glueLine(x1: number, y1: number, x2: number, y2: number, opacity = 0.28): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#1c0f06" stroke-opacity="${opacity}" stroke-width="1.2"/>`;
}

/** Several planks of one species glued edge to edge (grain left-right). */
function gluedPlanks(doc: Doc, r: Rect, sp: Species, count: number, opts: Partial<LongGrainOpts> = {}): string {
  const parts: string[] = [];
  const rnd = doc.rnd;
  const weights = Array.from({ length: count }, () => range(rnd, 0.8, 1.2));
  const total = weights.reduce((a, b) => a + b, 0);
  let y = r.y;
  weights.forEach((wgt, i) => {
    const h = i === count - 1 ? r.y + r.h - y : (r.h * wgt) / total;
    parts.push(
      longGrain(doc, { x: r.x, y, w: r.w, h }, { sp, dir: 'h', clip: true, bright: range(rnd, 0.93, 1.06), ...opts }),
    );
    if (i > 0) parts.push(glueLine(r.x, y, r.x + r.w, y, 0.18));
    y += h;
  });
  return parts.join('');
}

interface Strip {
  sp: Species;
  size: number;
}

/** Alternating strips of different species; grain runs along the strips. */
function stripes(doc: Doc, r: Rect, strips: Strip[], dir: 'h' | 'v', opts: Partial<LongGrainOpts> = {}): string {
  const total = strips.reduce((a, s) => a + s.size, 0);
  const span = dir === 'h' ? r.h : r.w;
  const parts: string[] = [];
  let pos = dir === 'h' ? r.y : r.x;
  strips.forEach((s, i) => {
    const size = (s.size / total) * span;
    const rect: Rect = dir === 'h' ? { x: r.x, y: pos, w: r.w, h: size } : { x: pos, y: r.y, w: size, h: r.h };
    parts.push(
      longGrain(doc, rect, { sp: s.sp, dir, clip: true, bright: range(doc.rnd, 0.95, 1.05), wave: 50, ...opts }),
    );
    if (i > 0) {
      parts.push(dir === 'h' ? glueLine(r.x, pos, r.x + r.w, pos) : glueLine(pos, r.y, pos, r.y + r.h));
    }
    pos += size;
  });
  return parts.join('');
}

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)},${f(y)} H${f(x + w - r)} A${r},${r} 0 0 1 ${f(x + w)},${f(y + r)} V${f(y + h - r)} A${r},${r} 0 0 1 ${f(x + w - r)},${f(y + h)} H${f(x + r)} A${r},${r} 0 0 1 ${f(x)},${f(y + h - r)} V${f(y + r)} A${r},${r} 0 0 1 ${f(x + r)},${f(y)} Z`;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)},${f(cy)} A${rx},${ry} 0 1 0 ${f(cx + rx)},${f(cy)} A${rx},${ry} 0 1 0 ${f(cx - rx)},${f(cy)} Z`;
}

// ---------------------------------------------------------------------------
// Board rendering (top face + visible front edge + shadows + finish)
// ---------------------------------------------------------------------------

interface Board {
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

function renderBoard(doc: Doc, b: Board): string {
  const T = b.thickness;
  const place = (dy = 0, dx = 0) => `translate(${f(b.x + dx)},${f(b.y + dy)}) rotate(${b.angle ?? 0})`;
  const shape = (extra = '', dy = 0, dx = 0) =>
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
  ].join('');

  // Front edge: the outline swept downwards by the board thickness. A vertical
  // box-filter convolution of the outline gives both the swept region and a
  // smooth depth ramp (1 at the top edge, 0 at the bottom) for shading.
  const sweep = doc.id('sweep');
  const kernel = Array.from({ length: T + 1 }, () => '1').join(' ');
  const conv = `<feConvolveMatrix in="SourceAlpha" order="1 ${T + 1}" kernelMatrix="${kernel}" divisor="${T + 1}" targetX="0" targetY="${T}" edgeMode="none" preserveAlpha="false" result="ramp"/>`;
  doc.def(`<filter id="${sweep}" filterUnits="userSpaceOnUse" ${doc.region} color-interpolation-filters="sRGB">${conv}
<feComponentTransfer in="ramp"><feFuncA type="linear" slope="${T + 1}" intercept="0"/></feComponentTransfer>
<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1 0"/></filter>`);
  const shadeF = doc.id('sweepShade');
  doc.def(`<filter id="${shadeF}" filterUnits="userSpaceOnUse" ${doc.region} color-interpolation-filters="sRGB">${conv}
<feColorMatrix in="ramp" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -0.5 0.78"/></filter>`);
  const sideMask = doc.id('sideMask');
  doc.def(
    `<mask id="${sideMask}" maskUnits="userSpaceOnUse" ${doc.region}><g filter="url(#${sweep})">${shape('fill="#fff"')}</g></mask>`,
  );
  const shadeMask = doc.id('sideShade');
  doc.def(
    `<mask id="${shadeMask}" maskUnits="userSpaceOnUse" ${doc.region}><g filter="url(#${shadeF})">${shape('fill="#fff"')}</g></mask>`,
  );
  const texId = doc.id('tex');
  doc.def(`<g id="${texId}">${b.texture}</g>`);
  const sideTex = b.sideTexture ?? `<use href="#${texId}" xlink:href="#${texId}"/>`;
  const side = `<g mask="url(#${sideMask})"><g transform="${place()}">${sideTex}</g><rect ${doc.region} fill="${b.sideTint ?? '#3a2416'}" opacity="0.25"/><rect ${doc.region} fill="#140a04" mask="url(#${shadeMask})"/>${shape('fill="none" stroke="#fff3df" stroke-opacity="0.35" stroke-width="3"', 1.5)}</g>`;

  // Top face.
  const topClip = doc.id('top');
  doc.def(`<clipPath id="${topClip}">${shape()}</clipPath>`);
  const bx = b.box;
  const lightGrad = doc.id('light');
  doc.def(`<linearGradient id="${lightGrad}" gradientUnits="userSpaceOnUse" x1="${f(bx.x)}" y1="${f(bx.y)}" x2="${f(bx.x + bx.w)}" y2="${f(bx.y + bx.h)}">
<stop offset="0" stop-color="#fff6e6" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff6e6" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1a0d05" stop-opacity="0.2"/></linearGradient>`);
  const sheenGrad = doc.id('sheen');
  doc.def(`<radialGradient id="${sheenGrad}" gradientUnits="userSpaceOnUse" cx="${f(bx.x + bx.w * 0.3)}" cy="${f(bx.y + bx.h * 0.25)}" r="${f(Math.max(bx.w, bx.h) * 0.55)}" gradientTransform="translate(${f(bx.x + bx.w * 0.3)},${f(bx.y + bx.h * 0.25)}) scale(1.4,0.6) translate(${f(-(bx.x + bx.w * 0.3))},${f(-(bx.y + bx.h * 0.25))})">
<stop offset="0" stop-color="#fffaf0" stop-opacity="${f(0.2 * (b.sheen ?? 1))}"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>`);
  const edgeBlur = blurFilter(doc, 6);
  const hiBlur = blurFilter(doc, 1.1);
  const hiGrad = doc.id('hi');
  doc.def(`<linearGradient id="${hiGrad}" gradientUnits="userSpaceOnUse" x1="${f(bx.x)}" y1="${f(bx.y)}" x2="${f(bx.x + bx.w * 0.6)}" y2="${f(bx.y + bx.h)}">
<stop offset="0" stop-color="#fff4dc" stop-opacity="0.75"/><stop offset="1" stop-color="#fff4dc" stop-opacity="0.12"/></linearGradient>`);

  let groove = '';
  if (b.groove) {
    const gBlur = blurFilter(doc, 1.6);
    groove = `<g transform="${place()}">
<path d="${b.groove}" fill="none" stroke="#1a0c04" stroke-opacity="0.5" stroke-width="13" filter="url(#${gBlur})"/>
<path d="${b.groove}" fill="none" stroke="#1a0c04" stroke-opacity="0.35" stroke-width="8" transform="translate(-1.5,-2)"/>
<path d="${b.groove}" fill="none" stroke="#fff2da" stroke-opacity="0.22" stroke-width="2" transform="translate(2.5,4.5)" filter="url(#${gBlur})"/>
<path d="${b.groove}" fill="none" stroke="#fff2da" stroke-opacity="0.28" stroke-width="1.4" transform="translate(-3,-5.5)"/>
</g>`;
  }

  const top = `<g clip-path="url(#${topClip})">
<use href="#${texId}" xlink:href="#${texId}" transform="${place()}"/>
<g transform="${place()}">
<rect x="${f(bx.x - 20)}" y="${f(bx.y - 20)}" width="${f(bx.w + 40)}" height="${f(bx.h + 40)}" fill="url(#${lightGrad})"/>
<rect x="${f(bx.x - 20)}" y="${f(bx.y - 20)}" width="${f(bx.w + 40)}" height="${f(bx.h + 40)}" fill="url(#${sheenGrad})"/>
</g>
${groove}
${shape(`fill="none" stroke="#1a0c04" stroke-opacity="0.45" stroke-width="14" filter="url(#${edgeBlur})"`)}
${shape(`fill="none" stroke="url(#${hiGrad})" stroke-width="4" filter="url(#${hiBlur})"`, 0.5, 0.5)}
</g>`;

  return `<g>${shadows}${side}${top}</g>`;
}

// ---------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------

function linen(doc: Doc): string {
  const { width: w, height: h } = doc;
  const g = doc.id('bg');
  doc.def(`<radialGradient id="${g}" gradientUnits="userSpaceOnUse" cx="${w * 0.38}" cy="${h * 0.3}" r="${Math.max(w, h) * 0.85}">
<stop offset="0" stop-color="#f6efe3"/><stop offset="0.55" stop-color="#ece1cf"/><stop offset="1" stop-color="#d6c6ad"/></radialGradient>`);
  const fid = doc.id('linen');
  doc.def(`<filter id="${fid}" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.55 0.018" numOctaves="2" seed="${doc.seed()}" result="a"/>
<feTurbulence type="fractalNoise" baseFrequency="0.018 0.55" numOctaves="2" seed="${doc.seed()}" result="b"/>
<feComposite in="a" in2="b" operator="arithmetic" k2="0.5" k3="0.5" result="ab"/>
<feColorMatrix in="ab" ${GRAY_OPAQUE} result="weave"/>
<feTurbulence type="fractalNoise" baseFrequency="0.0022 0.0035" numOctaves="3" seed="${doc.seed()}" result="c"/>
<feColorMatrix in="c" ${GRAY_OPAQUE} result="folds"/>
<feComposite in="SourceGraphic" in2="weave" operator="arithmetic" k1="0.16" k2="0.92" result="s1"/>
<feComposite in="s1" in2="folds" operator="arithmetic" k1="0.22" k2="0.89"/>
</filter>`);
  return `<rect width="${w}" height="${h}" fill="url(#${g})" filter="url(#${fid})"/>`;
}

function vignette(doc: Doc, strength: number, cx = 0.5, cy = 0.45): string {
  const g = doc.id('vig');
  doc.def(`<radialGradient id="${g}" gradientUnits="userSpaceOnUse" cx="${doc.width * cx}" cy="${doc.height * cy}" r="${Math.hypot(doc.width, doc.height) * 0.62}">
<stop offset="0.45" stop-color="#1a0e06" stop-opacity="0"/><stop offset="1" stop-color="#1a0e06" stop-opacity="${strength}"/></radialGradient>`);
  return `<rect width="${doc.width}" height="${doc.height}" fill="url(#${g})"/>`;
}

// ---------------------------------------------------------------------------
// Board designs (shared by the product shots and the hero)
// ---------------------------------------------------------------------------

type BoardDesign = Omit<Board, 'x' | 'y'>;

function rectBoard(w: number, h: number, radius: number, thickness: number, texture: (box: Rect) => string, groove?: number): BoardDesign {
  const box = { x: -w / 2, y: -h / 2, w, h };
  return {
    outline: roundedRect(box.x, box.y, w, h, radius),
    box,
    thickness,
    texture: texture({ x: box.x, y: box.y, w, h: h + thickness + 40 }),
    groove: groove ? roundedRect(box.x + groove, box.y + groove, w - 2 * groove, h - 2 * groove, Math.max(8, radius - 10)) : undefined,
  };
}

function checkerBoard(doc: Doc, n: number, cell: number, thickness: number, groove: boolean): BoardDesign {
  const s = n * cell;
  const box = { x: -s / 2, y: -s / 2, w: s, h: s };
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
  // The front edge shows the long grain of the last row of blocks.
  const side: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = { x: box.x + i * cell, y: s / 2 - 40, w: cell, h: thickness + 60 };
    side.push(longGrain(doc, r, { sp: speciesAt(i, n - 1), dir: 'v', clip: true, wave: 14, ringScale: 0.45 }));
    if (i > 0) side.push(glueLine(r.x, r.y, r.x, r.y + r.h, 0.4));
  }
  return {
    outline: roundedRect(box.x, box.y, s, s, 18),
    box,
    thickness,
    texture: blocks.join(''),
    sideTexture: side.join(''),
    groove: groove ? roundedRect(box.x + 32, box.y + 32, s - 64, s - 64, 16) : undefined,
  };
}

function butcherBlock(doc: Doc, w: number, h: number, thickness: number, count: number): BoardDesign {
  const box = { x: -w / 2, y: -h / 2, w, h };
  const strips: Strip[] = [];
  for (let i = 0; i < count; i++) strips.push({ sp: i % 2 === 0 ? WOOD.walnut : WOOD.cherry, size: range(doc.rnd, 48, 66) });
  const texture = stripes(doc, { x: box.x, y: box.y, w, h: h + thickness + 20 }, strips, 'v', { wave: 18, ringScale: 0.6 });
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
  return {
    outline: roundedRect(box.x, box.y, w, h, 12),
    box,
    thickness,
    texture,
    sideTexture: side.join(''),
  };
}

function stripeBoard(doc: Doc, w: number, h: number, thickness: number, groove?: number): BoardDesign {
  // Roughly 60 % maple / 40 % walnut.
  const M = WOOD.maple;
  const W = WOOD.walnut;
  const strips: Strip[] = [
    { sp: M, size: 70 },
    { sp: W, size: 48 },
    { sp: M, size: 70 },
    { sp: W, size: 22 },
    { sp: M, size: 34 },
    { sp: W, size: 22 },
    { sp: M, size: 70 },
    { sp: W, size: 48 },
    { sp: M, size: 70 },
  ];
  const total = strips.reduce((a, st) => a + st.size, 0);
  // extend the last strip under the front edge
  const ext = ((thickness + 30) / h) * total;
  const all = [...strips.slice(0, -1), { sp: M, size: 70 + ext }];
  return rectBoard(w, h, 20, thickness, (r) => stripes(doc, r, all, 'h', { wave: 40 }), groove);
}

function roundBoard(doc: Doc, r: number, thickness: number, holeAngle: number): BoardDesign {
  const hx = Math.cos(holeAngle) * (r - 56);
  const hy = Math.sin(holeAngle) * (r - 56);
  return {
    outline: `${ellipsePath(0, 0, r, r)} ${ellipsePath(hx, hy, 22, 22)}`,
    box: { x: -r, y: -r, w: 2 * r, h: 2 * r },
    thickness,
    texture: gluedPlanks(doc, { x: -r, y: -r, w: 2 * r, h: 2 * r + thickness + 40 }, WOOD.cherry, 3, {
      wave: 130,
      waveFreq: 0.8,
      ringScale: 1.3,
    }),
  };
}

// ---------------------------------------------------------------------------
// Product shots
// ---------------------------------------------------------------------------

type Scene = { name: string; dir: string; width: number; height: number; build: (doc: Doc) => string };

function productShot(doc: Doc, board: BoardDesign & { x?: number; y?: number }): string {
  return linen(doc) + renderBoard(doc, { x: doc.width / 2, y: doc.height / 2 - 14, ...board }) + vignette(doc, 0.22);
}

const product = (name: string, build: (doc: Doc) => string): Scene => ({ name, dir: BOARDS_DIR, width: 1200, height: 900, build });

const scenes: Scene[] = [
  product('walnut-classic', (doc) =>
    productShot(doc, {
      ...rectBoard(900, 560, 34, 34, (r) => gluedPlanks(doc, r, WOOD.walnut, 4, { wave: 100 }), 38),
      angle: -3,
    }),
  ),
  product('maple-walnut-stripe', (doc) => productShot(doc, { ...stripeBoard(doc, 920, 520, 30), angle: 4 })),
  product('cherry-round', (doc) =>
    productShot(doc, { ...roundBoard(doc, 340, 32, -Math.PI / 2), y: doc.height / 2 - 20, angle: 0 }),
  ),
  product('end-grain-checker', (doc) =>
    productShot(doc, { ...checkerBoard(doc, 8, 80, 52, true), y: doc.height / 2 - 34, angle: -2 }),
  ),
  product('oak-serving-paddle', (doc) => {
    // Body on the left, handle on the right with a hanging hole.
    const outline =
      'M-400,-230 H120 C200,-230 230,-70 330,-62 H470 A62,62 0 0 1 470,62 H330 C230,70 200,230 120,230 H-400 ' +
      'A80,80 0 0 1 -480,150 V-150 A80,80 0 0 1 -400,-230 Z ' +
      ellipsePath(468, 0, 20, 20);
    const box = { x: -480, y: -230, w: 1012, h: 460 };
    return productShot(doc, {
      outline,
      box,
      thickness: 24,
      texture: gluedPlanks(doc, { x: box.x, y: box.y, w: box.w, h: box.h + 60 }, WOOD.oak, 2, {
        wave: 120,
        waveFreq: 0.8,
        ringScale: 1.2,
      }),
      angle: -5,
      x: doc.width / 2 - 20,
    });
  }),
  product('maple-square', (doc) =>
    productShot(doc, {
      ...rectBoard(620, 620, 16, 16, (r) => gluedPlanks(doc, r, WOOD.maple, 3, { wave: 70 })),
      angle: 7,
      sheen: 0.7,
    }),
  ),
  product('walnut-cherry-butcher-block', (doc) =>
    productShot(doc, { ...butcherBlock(doc, 820, 500, 70, 14), y: doc.height / 2 - 40, angle: 0 }),
  ),
];

// ---------------------------------------------------------------------------
// Site imagery
// ---------------------------------------------------------------------------

function benchSurface(doc: Doc): string {
  const { width: w, height: h } = doc;
  const planks = 4;
  const ph = h / planks + 10;
  const parts: string[] = [];
  for (let i = 0; i < planks; i++) {
    const y = -20 + i * ph;
    parts.push(
      longGrain(doc, { x: -10, y, w: w + 20, h: ph }, {
        sp: WOOD.bench,
        dir: 'h',
        clip: true,
        wave: 130,
        waveFreq: range(doc.rnd, 0.7, 1.1),
        ringScale: 1.3,
        bright: range(doc.rnd, 0.85, 1.1),
      }),
    );
    if (i > 0) {
      parts.push(`<rect x="-10" y="${f(y - 2)}" width="${w + 20}" height="4" fill="#0b0603" opacity="0.85"/>`);
      parts.push(`<rect x="-10" y="${f(y + 2)}" width="${w + 20}" height="1.5" fill="#8a6446" opacity="0.2"/>`);
    }
  }
  return parts.join('');
}

scenes.push(
  {
    name: 'hero',
    dir: SITE_DIR,
    width: 1920,
    height: 1080,
    build(doc) {
      const body: string[] = [benchSurface(doc)];
      const place = { shadow: 1.7 };
      body.push(renderBoard(doc, { ...roundBoard(doc, 330, 30, Math.PI * 0.75), x: 1730, y: 160, angle: 0, ...place }));
      body.push(renderBoard(doc, { ...butcherBlock(doc, 640, 400, 60, 11), x: 1620, y: 770, angle: -7, ...place }));
      body.push(renderBoard(doc, { ...stripeBoard(doc, 860, 430, 30, 32), x: 1260, y: 470, angle: -13, ...place }));
      body.push(renderBoard(doc, { ...checkerBoard(doc, 6, 62, 44, false), x: 1050, y: 960, angle: 9, ...place }));

      // Warm light from the right, calm dark space on the left for the headline.
      const warm = doc.id('warm');
      doc.def(`<radialGradient id="${warm}" gradientUnits="userSpaceOnUse" cx="1500" cy="380" r="1100">
<stop offset="0" stop-color="#ffb468" stop-opacity="0.16"/><stop offset="0.6" stop-color="#ff9a40" stop-opacity="0.04"/><stop offset="1" stop-color="#ff9a40" stop-opacity="0"/></radialGradient>`);
      const dark = doc.id('leftDark');
      doc.def(`<linearGradient id="${dark}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#0d0704" stop-opacity="0.7"/><stop offset="0.38" stop-color="#0d0704" stop-opacity="0.5"/><stop offset="0.6" stop-color="#0d0704" stop-opacity="0.12"/><stop offset="1" stop-color="#0d0704" stop-opacity="0.05"/></linearGradient>`);
      body.push(`<rect width="1920" height="1080" fill="url(#${warm})"/>`);
      body.push(`<rect width="1920" height="1080" fill="url(#${dark})"/>`);
      body.push(vignette(doc, 0.6, 0.62, 0.45));
      return body.join('');
    },
  },
  {
    name: 'about-workshop',
    dir: SITE_DIR,
    width: 1200,
    height: 900,
    build(doc) {
      const rnd = doc.rnd;
      const body: string[] = [];
      // Dim plastered workshop wall and a concrete floor.
      const wall = doc.id('wall');
      doc.def(`<radialGradient id="${wall}" gradientUnits="userSpaceOnUse" cx="200" cy="80" r="1300">
<stop offset="0" stop-color="#6f5a47"/><stop offset="0.5" stop-color="#3d2e23"/><stop offset="1" stop-color="#1c140e"/></radialGradient>`);
      const plaster = doc.id('plaster');
      doc.def(`<filter id="${plaster}" filterUnits="userSpaceOnUse" ${doc.region} color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="4" seed="${doc.seed()}" result="n"/>
<feColorMatrix in="n" ${GRAY_OPAQUE} result="g"/>
<feComposite in="SourceGraphic" in2="g" operator="arithmetic" k1="0.35" k2="0.83"/></filter>`);
      body.push(`<rect width="1200" height="900" fill="url(#${wall})" filter="url(#${plaster})"/>`);
      const floor = doc.id('floor');
      doc.def(`<linearGradient id="${floor}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2019"/><stop offset="1" stop-color="#110b07"/></linearGradient>`);
      body.push(`<rect y="790" width="1200" height="110" fill="url(#${floor})" filter="url(#${plaster})"/>`);

      // A stack of boards resting on stickers, seen from the end: end grain on the
      // left faces, long grain on the front faces, running out of frame.
      const species = [WOOD.walnut, WOOD.oak, WOOD.cherry, WOOD.maple, WOOD.walnut, WOOD.oak, WOOD.cherry, WOOD.walnut];
      const soft = blurFilter(doc, 7);
      const tight = blurFilter(doc, 2);
      let y = 812;
      body.push(`<rect x="90" y="${y - 8}" width="1200" height="26" fill="#000" opacity="0.7" filter="url(#${soft})"/>`);
      species.forEach((sp, i) => {
        const h = range(rnd, 50, 70);
        const x0 = 140 + range(rnd, -40, 50) + (i % 2) * 22;
        const endW = range(rnd, 38, 52);
        // stickers between layers (square spacers seen end-on)
        if (i > 0) {
          for (const sx of [x0 + endW + 60, x0 + endW + 520, x0 + endW + 980]) {
            body.push(endGrain(doc, { x: sx, y: y - 18, w: 22, h: 18 }, WOOD.oak, 0.25));
            body.push(`<rect x="${f(sx)}" y="${f(y - 18)}" width="22" height="18" fill="#000" opacity="0.35"/>`);
          }
          y -= 18;
        }
        y -= h;
        const front: Rect = { x: x0 + endW, y, w: 1260 - x0, h };
        body.push(`<rect x="${f(x0)}" y="${f(y + h - 4)}" width="${f(1300 - x0)}" height="14" fill="#000" opacity="0.55" filter="url(#${tight})"/>`);
        body.push(longGrain(doc, front, { sp, dir: 'h', clip: true, wave: 90, bright: 0.9 }));
        body.push(`<rect x="${f(x0 + endW)}" y="${f(y)}" width="${f(1300 - x0)}" height="2.5" fill="#fff3df" opacity="0.3"/>`);
        body.push(`<rect x="${f(x0 + endW)}" y="${f(y + h - 6)}" width="${f(1300 - x0)}" height="6" fill="#000" opacity="0.25"/>`);
        // end grain face, a touch darker (it faces away from the light)
        body.push(endGrain(doc, { x: x0, y, w: endW + 1, h }, sp, 0.55));
        body.push(`<rect x="${f(x0)}" y="${f(y)}" width="${f(endW + 1)}" height="${f(h)}" fill="#120a05" opacity="0.22"/>`);
        body.push(`<rect x="${f(x0 + endW)}" y="${f(y)}" width="1.5" height="${f(h)}" fill="#fff3df" opacity="0.25"/>`);
      });
      // Window light from the upper left falling off to the right.
      const light = doc.id('win');
      doc.def(`<linearGradient id="${light}" x1="0" y1="0" x2="1" y2="0.35">
<stop offset="0" stop-color="#ffd9a0" stop-opacity="0.16"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b0603" stop-opacity="0.55"/></linearGradient>`);
      body.push(`<rect width="1200" height="900" fill="url(#${light})"/>`);
      body.push(vignette(doc, 0.55, 0.4, 0.5));
      return body.join('');
    },
  },
  {
    name: 'about-timber',
    dir: SITE_DIR,
    width: 1200,
    height: 900,
    build(doc) {
      // Close-up of an oiled walnut board: the grain under a soft specular sheen,
      // with a few beads of oil not yet wiped in.
      const body: string[] = [];
      const tex = gluedPlanks(doc, { x: -260, y: -260, w: 1720, h: 1420 }, WOOD.walnut, 2, {
        wave: 150,
        waveFreq: 0.75,
        ringScale: 1.6,
        oil: { x: 820, y: 200, z: 380, strength: 0.45 },
      });
      body.push(`<g transform="rotate(-12 600 450)">${tex}</g>`);
      const sheen = doc.id('oil');
      doc.def(`<radialGradient id="${sheen}" gradientUnits="userSpaceOnUse" cx="760" cy="300" r="560" gradientTransform="rotate(-12 760 300) translate(760 300) scale(1.7 0.4) translate(-760 -300)">
<stop offset="0" stop-color="#fff3e2" stop-opacity="0.34"/><stop offset="0.4" stop-color="#ffe6c4" stop-opacity="0.12"/><stop offset="1" stop-color="#ffe6c4" stop-opacity="0"/></radialGradient>`);
      body.push(`<rect width="1200" height="900" fill="url(#${sheen})"/>`);
      const rnd = doc.rnd;
      const beadBlur = blurFilter(doc, 1.6);
      for (let i = 0; i < 7; i++) {
        const cx = range(rnd, 260, 1000);
        const cy = range(rnd, 500, 790);
        const r = range(rnd, 7, 20);
        body.push(`<ellipse cx="${f(cx + r * 0.2)}" cy="${f(cy + r * 0.4)}" rx="${f(r * 1.1)}" ry="${f(r * 0.85)}" fill="#140802" opacity="0.4" filter="url(#${beadBlur})"/>`);
        body.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="#6a3a1a" opacity="0.4"/>`);
        body.push(`<ellipse cx="${f(cx + r * 0.25)}" cy="${f(cy + r * 0.35)}" rx="${f(r * 0.55)}" ry="${f(r * 0.3)}" fill="#e0a060" opacity="0.25" filter="url(#${beadBlur})"/>`);
        body.push(`<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.32)}" rx="${f(r * 0.3)}" ry="${f(r * 0.17)}" fill="#fff8ec" opacity="0.9" transform="rotate(-25 ${f(cx - r * 0.35)} ${f(cy - r * 0.32)})"/>`);
      }
      body.push(vignette(doc, 0.5, 0.55, 0.4));
      return body.join('');
    },
  },
);

// ---------------------------------------------------------------------------
// Gallery: one-of-a-kind custom boards, and the gallery page's banner
// ---------------------------------------------------------------------------

/** A warm grey stone counter: soft light from the upper left, fine speckle, broad clouding. */
function stoneCounter(doc: Doc): string {
  const { width: w, height: h } = doc;
  const g = doc.id('stone');
  doc.def(`<radialGradient id="${g}" gradientUnits="userSpaceOnUse" cx="${w * 0.3}" cy="${h * 0.2}" r="${Math.max(w, h) * 0.95}">
<stop offset="0" stop-color="#e4ddd2"/><stop offset="0.55" stop-color="#cfc6b8"/><stop offset="1" stop-color="#a89e90"/></radialGradient>`);
  const fid = doc.id('stoneTex');
  doc.def(`<filter id="${fid}" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.0035" numOctaves="4" seed="${doc.seed()}" result="a"/>
<feColorMatrix in="a" ${GRAY_OPAQUE} result="cloud"/>
<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${doc.seed()}" result="b"/>
<feColorMatrix in="b" ${GRAY_OPAQUE} result="speck"/>
<feComposite in="SourceGraphic" in2="cloud" operator="arithmetic" k1="0.16" k2="0.92" result="s1"/>
<feComposite in="s1" in2="speck" operator="arithmetic" k1="0.14" k2="0.93"/>
</filter>`);
  return `<rect width="${w}" height="${h}" fill="url(#${g})" filter="url(#${fid})"/>`;
}

/** An end-grain block laid in staggered bricks of mixed species (a heavy butcher block). */
function brickEndGrain(doc: Doc, w: number, h: number, thickness: number, rows: number, cols: number): BoardDesign {
  const box = { x: -w / 2, y: -h / 2, w, h };
  const rnd = doc.rnd;
  const rowH = h / rows;
  const brickW = w / cols;
  type Brick = { x: number; w: number; sp: Species };
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
  let above: Brick[] = [];
  for (let j = 0; j < rows; j++) {
    const y = box.y + j * rowH;
    const row: Brick[] = [];
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
  const lastRow = above;
  // The front edge shows the long grain of the last row of bricks.
  const side: string[] = [];
  lastRow.forEach((b, i) => {
    const r = { x: b.x, y: h / 2 - 40, w: b.w, h: thickness + 60 };
    side.push(longGrain(doc, r, { sp: b.sp, dir: 'v', clip: true, wave: 16, ringScale: 0.5 }));
    if (i > 0) side.push(glueLine(r.x, r.y, r.x, r.y + r.h, 0.4));
  });
  return {
    outline: roundedRect(box.x, box.y, w, h, 14),
    box,
    thickness,
    texture: blocks.join(''),
    sideTexture: side.join(''),
    sideTint: '#2a180c',
  };
}

/** A long serving plank: a rounded body, a tapered handle and a hanging hole. */
function servingPlank(doc: Doc, sp: Species = WOOD.walnut): BoardDesign {
  const outline =
    'M-470,-150 H230 C300,-150 330,-58 400,-54 H505 A54,54 0 0 1 505,54 H400 C330,58 300,150 230,150 H-470 ' +
    'A60,60 0 0 1 -530,90 V-90 A60,60 0 0 1 -470,-150 Z ' +
    ellipsePath(508, 0, 17, 17);
  const box = { x: -530, y: -150, w: 1089, h: 300 };
  return {
    outline,
    box,
    thickness: 28,
    texture: gluedPlanks(doc, { x: box.x, y: box.y, w: box.w, h: box.h + 60 }, sp, 1, {
      wave: 110,
      waveFreq: 0.7,
      ringScale: 1.4,
    }),
  };
}

/** A round maple board with walnut banding and a juice groove turned near its rim. */
function roundGrooveBoard(doc: Doc, r: number, thickness: number): BoardDesign {
  const M = WOOD.maple;
  const W = WOOD.walnut;
  const C = WOOD.cherry;
  const strips: Strip[] = [
    { sp: M, size: 120 },
    { sp: C, size: 26 },
    { sp: M, size: 120 },
    { sp: W, size: 50 },
    { sp: M, size: 120 },
    { sp: C, size: 26 },
    { sp: M, size: 120 + ((thickness + 40) / (2 * r)) * 582 },
  ];
  return {
    outline: ellipsePath(0, 0, r, r),
    box: { x: -r, y: -r, w: 2 * r, h: 2 * r },
    thickness,
    texture: stripes(doc, { x: -r, y: -r, w: 2 * r, h: 2 * r + thickness + 40 }, strips, 'h', { wave: 60 }),
    groove: ellipsePath(0, 0, r - 34, r - 34),
  };
}

/** Narrow strips of walnut, maple, cherry and oak in a deliberate, uneven rhythm. */
function mixedStripeBoard(doc: Doc, w: number, h: number, thickness: number): BoardDesign {
  const { walnut: W, maple: M, cherry: C, oak: O } = WOOD;
  const strips: Strip[] = [
    { sp: W, size: 46 },
    { sp: M, size: 30 },
    { sp: C, size: 40 },
    { sp: O, size: 18 },
    { sp: W, size: 22 },
    { sp: M, size: 56 },
    { sp: C, size: 18 },
    { sp: W, size: 38 },
    { sp: O, size: 44 },
    { sp: M, size: 18 },
    { sp: C, size: 48 },
    { sp: W, size: 26 },
    { sp: M, size: 36 },
  ];
  const total = strips.reduce((a, st) => a + st.size, 0);
  const ext = ((thickness + 30) / h) * total;
  const last = strips[strips.length - 1];
  const all = [...strips.slice(0, -1), { sp: last.sp, size: last.size + ext }];
  return rectBoard(w, h, 26, thickness, (r) => stripes(doc, r, all, 'h', { wave: 34 }));
}

function galleryShot(doc: Doc, board: BoardDesign & { x?: number; y?: number }): string {
  const light = doc.id('galleryLight');
  doc.def(`<linearGradient id="${light}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff2dc" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff2dc" stop-opacity="0"/><stop offset="1" stop-color="#2a1a0e" stop-opacity="0.12"/></linearGradient>`);
  return (
    stoneCounter(doc) +
    renderBoard(doc, { x: doc.width / 2, y: doc.height / 2 - 14, shadow: 1.25, ...board }) +
    `<rect width="${doc.width}" height="${doc.height}" fill="url(#${light})"/>` +
    vignette(doc, 0.3)
  );
}

const galleryItem = (name: string, build: (doc: Doc) => string): Scene => ({
  name,
  dir: GALLERY_DIR,
  width: 1200,
  height: 900,
  build,
});

scenes.push(
  galleryItem('end-grain-butcher-block', (doc) =>
    galleryShot(doc, { ...brickEndGrain(doc, 780, 560, 96, 8, 7), y: doc.height / 2 - 52, angle: -3 }),
  ),
  galleryItem('walnut-serving-plank', (doc) => galleryShot(doc, { ...servingPlank(doc), x: doc.width / 2 - 10, angle: -8 })),
  galleryItem('round-juice-groove', (doc) =>
    galleryShot(doc, { ...roundGrooveBoard(doc, 330, 36), y: doc.height / 2 - 24, angle: 18 }),
  ),
  galleryItem('mixed-wood-stripe', (doc) => galleryShot(doc, { ...mixedStripeBoard(doc, 940, 540, 32), angle: 3 })),
  {
    name: 'gallery-hero',
    dir: SITE_DIR,
    width: 1920,
    height: 960,
    build(doc) {
      // A workbench seen from above with the finished commissions laid out to be photographed;
      // the left third stays calm for the page's heading.
      const body: string[] = [benchSurface(doc)];
      const place = { shadow: 1.7 };
      body.push(renderBoard(doc, { ...servingPlank(doc, WOOD.cherry), x: 1060, y: 170, angle: 3, ...place }));
      body.push(renderBoard(doc, { ...roundGrooveBoard(doc, 240, 32), x: 1750, y: 440, angle: -20, ...place }));
      body.push(renderBoard(doc, { ...mixedStripeBoard(doc, 620, 360, 28), x: 1020, y: 560, angle: -9, ...place }));
      body.push(renderBoard(doc, { ...brickEndGrain(doc, 480, 360, 70, 6, 5), x: 1560, y: 830, angle: 5, ...place }));
      const warm = doc.id('warm');
      doc.def(`<radialGradient id="${warm}" gradientUnits="userSpaceOnUse" cx="1400" cy="360" r="1100">
<stop offset="0" stop-color="#ffb468" stop-opacity="0.17"/><stop offset="0.6" stop-color="#ff9a40" stop-opacity="0.04"/><stop offset="1" stop-color="#ff9a40" stop-opacity="0"/></radialGradient>`);
      const dark = doc.id('leftDark');
      doc.def(`<linearGradient id="${dark}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#0d0704" stop-opacity="0.6"/><stop offset="0.35" stop-color="#0d0704" stop-opacity="0.4"/><stop offset="0.6" stop-color="#0d0704" stop-opacity="0.08"/><stop offset="1" stop-color="#0d0704" stop-opacity="0.04"/></linearGradient>`);
      body.push(`<rect width="1920" height="960" fill="url(#${warm})"/>`);
      body.push(`<rect width="1920" height="960" fill="url(#${dark})"/>`);
      body.push(vignette(doc, 0.55, 0.6, 0.45));
      return body.join('');
    },
  },
);

// ---------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------

/** Rasterises the scene once; the main file and its narrower copies are all encoded from this raster. */
async function rasterise(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).extract({ left: Doc.PAD, top: Doc.PAD, width, height }).png().toBuffer();
}

/** The main file: the best quality that fits MAX_BYTES. */
async function encode(raster: Buffer): Promise<{ data: Buffer; quality: number }> {
  let quality = 82;
  for (;;) {
    const data = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (data.length <= MAX_BYTES || quality <= 40) return { data, quality };
    quality -= 4;
  }
}

/** A narrower copy (`name-480w.webp`, `name-960w.webp`, src/shared/image-variants.ts) at the main file's quality. */
async function encodeVariant(raster: Buffer, width: number, quality: number): Promise<Buffer> {
  return sharp(raster).resize({ width, withoutEnlargement: true, kernel: 'lanczos3' }).webp({ quality, effort: 6 }).toBuffer();
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  for (const dir of [BOARDS_DIR, SITE_DIR, GALLERY_DIR]) await mkdir(dir, { recursive: true });
  for (const scene of scenes) {
    if (filter && !scene.name.includes(filter)) continue;
    if (scene.width > IMAGE_MAX_WIDTH) throw new Error(`${scene.name} is wider than ${IMAGE_MAX_WIDTH}px`);
    const doc = new Doc(scene.width, scene.height, scene.name);
    const raster = await rasterise(doc.render(scene.build(doc)), scene.width, scene.height);
    const { data, quality } = await encode(raster);
    const file = path.join(scene.dir, `${scene.name}.webp`);
    await writeFile(file, data);
    const sizes = [`${data.length}`];
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await encodeVariant(raster, width, quality);
      await writeFile(variantUrl(file, width), variant);
      sizes.push(`${width}w ${variant.length}`);
    }
    console.log(`${path.relative(ROOT, file)}  ${scene.width}x${scene.height}  q${quality}  bytes: ${sizes.join(', ')}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
