/**
 * Rasterising and encoding: each scene's SVG is rasterised once by sharp / librsvg and encoded as
 * WebP, with the narrower copies `name-480w.webp` and `name-960w.webp` (src/shared/image-variants.ts)
 * resized from the same raster.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, variantUrl } from "../../src/shared/image-variants";
import { ROOT, type Scene } from "./scene";
import { Doc } from "./svg";

const MAX_BYTES = 150 * 1024;

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
  return sharp(raster)
    .resize({ width, withoutEnlargement: true, kernel: "lanczos3" })
    .webp({ quality, effort: 6 })
    .toBuffer();
}

/** Draws, rasterises and writes one scene and its narrower copies; returns a line for the log. */
export async function writeScene(scene: Scene): Promise<string> {
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
  return `${path.relative(ROOT, file)}  ${scene.width}x${scene.height}  q${quality}  bytes: ${sizes.join(", ")}`;
}
