/** What the script renders: named scenes, each drawn into a Doc and written to one of the image folders. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Doc } from "./svg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const IMAGES = path.join(ROOT, "src/client/public/images");
export const BOARDS_DIR = path.join(IMAGES, "boards");
export const SITE_DIR = path.join(IMAGES, "site");
export const GALLERY_DIR = path.join(IMAGES, "gallery");

export interface Scene {
  /** the file name (without `.webp`); also seeds the scene's randomness */
  name: string;
  dir: string;
  width: number;
  height: number;
  /** draws the scene into `doc` and returns its body markup */
  build: (doc: Doc) => string;
}

/** A scene written to `dir`; 1200 × 900 (the product and gallery photographs) unless told. */
export function scene(dir: string, name: string, build: Scene["build"], width = 1200, height = 900): Scene {
  return { name, dir, width, height, build };
}
