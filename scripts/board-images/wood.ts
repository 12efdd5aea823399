/** Timber palettes and the colour mixing the grain is drawn with. */

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const v = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as Rgb;
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** The colour a fraction `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

export interface Species {
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

export const WOOD = {
  walnut: { light: "#7b573a", mid: "#5a3c27", dark: "#352014", fibre: 0.55, tone: 0.55, ring: [8, 22] },
  maple: { light: "#efdcb6", mid: "#e2c69a", dark: "#c9a676", fibre: 0.3, tone: 0.3, ring: [10, 28] },
  cherry: { light: "#b8754d", mid: "#9c5735", dark: "#6d3520", fibre: 0.4, tone: 0.5, ring: [9, 24] },
  oak: { light: "#d9bf92", mid: "#c3a270", dark: "#8c6a40", fibre: 0.6, tone: 0.35, ring: [8, 20] },
  bench: { light: "#4d3322", mid: "#3a2618", dark: "#22150c", fibre: 0.55, tone: 0.7, ring: [12, 34] },
} satisfies Record<string, Species>;
