import { randomUUID } from "node:crypto";
import multer from "multer";
import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";
import { MAX_UPLOAD_BYTES } from "@shared/product";
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
 */
export async function storeImage(
  storage: Storage,
  file: Express.Multer.File | undefined,
  options: { folder: string; allowedMimes: readonly string[]; allowedLabel: string; maxWidth?: number },
): Promise<string> {
  if (!file || file.size === 0) throw badRequest("No file uploaded: send the image in the multipart field 'image'");
  const sniffed = await fileTypeFromBuffer(file.buffer);
  if (!sniffed || !options.allowedMimes.includes(sniffed.mime)) {
    throw badRequest(`Only ${options.allowedLabel} images are allowed`);
  }
  let webp: Buffer;
  try {
    webp = await sharp(file.buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: options.maxWidth ?? 1600, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest("The file could not be read as an image");
  }
  return storage.put(`${options.folder}/${randomUUID()}.webp`, webp, "image/webp");
}
