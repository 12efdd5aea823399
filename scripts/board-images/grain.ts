/**
 * Wood textures: long grain (flat/edge-sawn timber, growth-ring gradients displaced by
 * feTurbulence) and end grain (concentric rings around a pith outside the block).
 */
import { range, type Rng } from "./random";
import { clipRect, f, filter, greyNoise, grow, noise, rectAttrs, type Doc, type Rect } from "./svg";
import { mix, type Species } from "./wood";

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
  return stops.join("");
}

/** `ext` filled with the ring gradient through the grain filter, clipped to `clipTo` if given. */
function texturedRect(doc: Doc, ext: Rect, gradient: string, grainFilter: string, clipTo?: Rect): string {
  const body = `<rect ${rectAttrs(ext)} fill="url(#${gradient})" filter="url(#${grainFilter})"/>`;
  return clipTo ? `<g clip-path="url(#${clipRect(doc, clipTo)})">${body}</g>` : body;
}

export interface LongGrainOpts {
  sp: Species;
  /** 'h' = grain runs left-right, 'v' = grain runs top-bottom */
  dir: "h" | "v";
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
export function longGrain(doc: Doc, r: Rect, opts: LongGrainOpts): string {
  const { sp, dir } = opts;
  const wave = opts.wave ?? 90;
  const wf = opts.waveFreq ?? 1;
  const ext = grow(r, Math.ceil(wave / 2 + 30));
  const across = dir === "h" ? ext.h : ext.w;
  const [x2, y2] = dir === "h" ? [ext.x, ext.y + ext.h] : [ext.x + ext.w, ext.y];
  const gid = doc.define(
    "rings",
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(ext.x)}" y1="${f(ext.y)}" x2="${f(x2)}" y2="${f(y2)}">${ringStops(doc.rnd, sp, across, opts.ringScale ?? 1)}</linearGradient>`,
  );
  const bf = (along: number, acrossF: number) => (dir === "h" ? `${along} ${acrossF}` : `${acrossF} ${along}`);
  const [xs, ys] = dir === "h" ? ["A", "R"] : ["R", "A"];
  const [xs2, ys2] = dir === "h" ? ["A", "G"] : ["G", "A"];
  const fibK = 0.5 * sp.fibre;
  const toneK = 0.9 * sp.tone;
  const bright = opts.bright ?? 1;
  const oil = opts.oil
    ? `<feColorMatrix in="wood" type="luminanceToAlpha" result="bump"/>
<feSpecularLighting in="bump" surfaceScale="1.4" specularConstant="0.9" specularExponent="26" lighting-color="#fff0d8" result="spec"><fePointLight x="${opts.oil.x}" y="${opts.oil.y}" z="${opts.oil.z}"/></feSpecularLighting>
<feComposite in="spec" in2="wood" operator="arithmetic" k2="${opts.oil.strength}" k3="1"/>`
    : "";
  const fid = filter(
    doc,
    "grain",
    rectAttrs(ext),
    `
${noise(doc, bf(0.0011 * wf, 0.0055 * wf), 3, "w1")}
<feDisplacementMap in="SourceGraphic" in2="w1" scale="${wave}" xChannelSelector="${xs}" yChannelSelector="${ys}" result="d1"/>
${noise(doc, bf(0.007, 0.05), 2, "w2")}
<feDisplacementMap in="d1" in2="w2" scale="5" xChannelSelector="${xs2}" yChannelSelector="${ys2}" result="d2"/>
${greyNoise(doc, bf(0.012, 0.38), 2, "n2", "fib")}
${greyNoise(doc, bf(0.0016, 0.007), 2, "n3", "tone")}
<feComposite in="d2" in2="fib" operator="arithmetic" k1="${f(fibK * 2)}" k2="${f(1 - fibK)}" k3="0" k4="0" result="c1"/>
<feComposite in="c1" in2="tone" operator="arithmetic" k1="${f(toneK)}" k2="${f(bright - toneK / 2)}" k3="0" k4="0" result="wood"/>
${oil}
`,
  );
  return texturedRect(doc, ext, gid, fid, opts.clip ? r : undefined);
}

/** One end-grain block: concentric growth rings around a pith outside the block. */
export function endGrain(doc: Doc, r: Rect, sp: Species, ringScale = 0.45): string {
  const rnd = doc.rnd;
  const ext = grow(r, 14);
  const size = Math.max(r.w, r.h);
  const ang = rnd() * Math.PI * 2;
  const dist = size * range(rnd, 0.55, 1.6);
  const cx = r.x + r.w / 2 + Math.cos(ang) * dist;
  const cy = r.y + r.h / 2 + Math.sin(ang) * dist;
  const far = Math.hypot(Math.abs(cx - (r.x + r.w / 2)) + ext.w / 2, Math.abs(cy - (r.y + r.h / 2)) + ext.h / 2);
  const gid = doc.define(
    "egr",
    (id) =>
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(far)}">${ringStops(rnd, sp, far, ringScale)}</radialGradient>`,
  );
  const pores = 0.35 * sp.fibre + 0.1;
  const fid = filter(
    doc,
    "eg",
    rectAttrs(ext),
    `
${noise(doc, 0.03, 2, "w")}
<feDisplacementMap in="SourceGraphic" in2="w" scale="7" xChannelSelector="R" yChannelSelector="G" result="d"/>
${greyNoise(doc, 0.45, 1, "p", "pores")}
<feComposite in="d" in2="pores" operator="arithmetic" k1="${f(pores)}" k2="${f(1 - pores / 2)}" k3="0" k4="0"/>
`,
  );
  return texturedRect(doc, ext, gid, fid, r);
}
