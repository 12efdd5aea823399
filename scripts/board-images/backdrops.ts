/** What the boards lie on in the product and gallery shots (linen, stone), and the vignette over a frame. */
import { filter, GRAY_OPAQUE, greyNoise, noise, radial, type Doc } from "./svg";

type Modulation = [layer: string, k1: number, k2: number];

interface Surface {
  /** id prefixes of the colour gradient and the texture filter */
  ids: [gradient: string, texture: string];
  /** centre (fractions of the frame) and reach (of its longer side) of the light */
  light: [cx: number, cy: number, reach: number];
  /** colours from the lit centre outwards */
  colors: [string, string, string];
  /** filter primitives making the grey layers that `modulate` names */
  layers: (doc: Doc) => string;
  /** the two layers multiplied over the colour in turn, each with its strength */
  modulate: [Modulation, Modulation];
}

/** A full-frame surface: a radial colour gradient textured by two grey noise layers. */
function surface(doc: Doc, s: Surface): string {
  const { width: w, height: h } = doc;
  const [cx, cy, reach] = s.light;
  const [c0, c1, c2] = s.colors;
  const g = radial(
    doc,
    s.ids[0],
    [w * cx, h * cy, Math.max(w, h) * reach],
    [
      [0, c0],
      [0.55, c1],
      [1, c2],
    ],
  );
  const [[a, ak1, ak2], [b, bk1, bk2]] = s.modulate;
  const fid = filter(
    doc,
    s.ids[1],
    `x="0" y="0" width="${w}" height="${h}"`,
    `
${s.layers(doc)}
<feComposite in="SourceGraphic" in2="${a}" operator="arithmetic" k1="${ak1}" k2="${ak2}" result="s1"/>
<feComposite in="s1" in2="${b}" operator="arithmetic" k1="${bk1}" k2="${bk2}"/>
`,
  );
  return doc.cover(g, fid);
}

/** Pale linen: a fine weave of crossed anisotropic noise and broad soft folds. */
export function linen(doc: Doc): string {
  return surface(doc, {
    ids: ["bg", "linen"],
    light: [0.38, 0.3, 0.85],
    colors: ["#f6efe3", "#ece1cf", "#d6c6ad"],
    layers: (d) => `${noise(d, "0.55 0.018", 2, "a")}
${noise(d, "0.018 0.55", 2, "b")}
<feComposite in="a" in2="b" operator="arithmetic" k2="0.5" k3="0.5" result="ab"/>
<feColorMatrix in="ab" ${GRAY_OPAQUE} result="weave"/>
${greyNoise(d, "0.0022 0.0035", 3, "c", "folds")}`,
    modulate: [
      ["weave", 0.16, 0.92],
      ["folds", 0.22, 0.89],
    ],
  });
}

/** A warm grey stone counter: soft light from the upper left, fine speckle, broad clouding. */
export function stoneCounter(doc: Doc): string {
  return surface(doc, {
    ids: ["stone", "stoneTex"],
    light: [0.3, 0.2, 0.95],
    colors: ["#e4ddd2", "#cfc6b8", "#a89e90"],
    layers: (d) => `${greyNoise(d, 0.0035, 4, "a", "cloud")}
${greyNoise(d, 0.9, 1, "b", "speck")}`,
    modulate: [
      ["cloud", 0.16, 0.92],
      ["speck", 0.14, 0.93],
    ],
  });
}

/** Darkens the frame towards its corners, away from (cx, cy) (fractions of the frame). */
export function vignette(doc: Doc, strength: number, cx = 0.5, cy = 0.45): string {
  const g = radial(
    doc,
    "vig",
    [doc.width * cx, doc.height * cy, Math.hypot(doc.width, doc.height) * 0.62],
    [
      [0.45, "#1a0e06", 0],
      [1, "#1a0e06", strength],
    ],
  );
  return doc.cover(g);
}
