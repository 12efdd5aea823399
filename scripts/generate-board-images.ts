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
 *
 * The drawing lives in scripts/board-images/: svg.ts (the document and markup helpers),
 * random.ts, wood.ts (palettes), grain.ts and glue-ups.ts (textures), shapes.ts and
 * render-board.ts (boards), backdrops.ts and workbench.ts (what they lie on), the scenes in
 * product-images.ts, accessory-images.ts (the care products), site-images.ts and gallery-images.ts, and output.ts (WebP encoding).
 */
import { mkdir } from "node:fs/promises";
import { accessoryImages } from "./board-images/accessory-images";
import { galleryImages } from "./board-images/gallery-images";
import { writeScene } from "./board-images/output";
import { productImages } from "./board-images/product-images";
import { BOARDS_DIR, GALLERY_DIR, SITE_DIR } from "./board-images/scene";
import { siteImages } from "./board-images/site-images";

const scenes = [...productImages, ...accessoryImages, ...siteImages, ...galleryImages];

async function main(): Promise<void> {
  const filter = process.argv[2];
  for (const dir of [BOARDS_DIR, SITE_DIR, GALLERY_DIR]) await mkdir(dir, { recursive: true });
  for (const scene of scenes) {
    if (filter && !scene.name.includes(filter)) continue;
    console.log(await writeScene(scene));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
