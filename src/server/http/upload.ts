import { randomUUID } from "node:crypto";
import multer from "multer";
import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { MAX_UPLOAD_BYTES } from "@shared/product";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, variantUrl } from "@shared/image-variants";
import type { Storage } from "../infra/storage";
import type { RequestHandler } from "express";
import { badRequest, HttpError } from "./errors";

/**
 * Multipart parsing into memory, one file, size-limited; the bytes are checked before anything is
 * stored. File names are read as UTF-8 (busboy's default is latin1).
 */
export function singleFile(field: string, maxBytes = MAX_UPLOAD_BYTES): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5 },
    defParamCharset: "utf8",
  }).single(field);
  return (req, res, next) =>
    parse(req, res, (err?: unknown) =>
      next(
        err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE"
          ? new HttpError(413, `File is too large (maximum ${maxBytes / 1024 / 1024} MB)`)
          : err,
      ),
    );
}

/**
 * Accepts an image only when its bytes are one of `allowedMimes` (the name and the declared type
 * are ignored), then re-encodes it as WebP: metadata and anything hidden in the file are dropped.
 * Beside the image (at most IMAGE_MAX_WIDTH wide) it stores the narrower copies of
 * shared/image-variants.ts, so pages can offer a size that fits the screen. Answers the image's URL.
 */
export async function storeImage(
  storage: Storage,
  file: Express.Multer.File | undefined,
  options: { folder: string; allowedMimes: readonly string[]; allowedLabel: string },
): Promise<string> {
  if (!file || file.size === 0) throw badRequest("No file uploaded: send the image in the multipart field 'image'");
  const sniffed = await fileTypeFromBuffer(file.buffer);
  if ((!sniffed || sniffed.mime.includes("xml")) && looksLikeSvg(file.buffer)) {
    throw badRequest("SVG images are not allowed: they can carry scripts. Please upload a photo (JPEG, PNG, WebP…)");
  }
  if (!sniffed || !options.allowedMimes.includes(sniffed.mime)) {
    throw badRequest(`Only ${options.allowedLabel} images are allowed`);
  }
  let image: Buffer;
  try {
    image = await webp(file.buffer, IMAGE_MAX_WIDTH);
  } catch {
    throw badRequest("The file could not be read as an image");
  }
  const key = `${options.folder}/${randomUUID()}.webp`;
  for (const width of IMAGE_VARIANT_WIDTHS) {
    await storage.put(variantUrl(key, width), await webp(image, width), "image/webp");
  }
  return storage.put(key, image, "image/webp");
}

/** Re-encodes as WebP, auto-rotated, no wider than `width` (never enlarged). */
export function webp(input: Buffer, width: number): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

// file-type reads SVG as XML (or as nothing without a prolog): look for the <svg element itself.
function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));
}
