import { Router } from "express";
import type { Storage } from "../infra/storage";
import { notFound } from "../http/errors";
import { webp } from "../http/upload";
import { parseVariant } from "@shared/image-variants";
import { ATTACHMENT_FOLDER } from "@shared/urls";

/**
 * Serves stored uploads from whichever storage holds them, disk or bucket: never a redirect to the
 * bucket (decision 033). Keys are random, so a stored file never changes: cache it for a year.
 */
export function uploadsRoutes(storage: Storage): Router {
  const router = Router();
  router.get("/{*key}", async (req, res) => {
    const key = req.path.slice(1);
    // Attachments are private and served by inquiries/attachmentDownloadRoutes, mounted before this.
    if (key.startsWith(`${ATTACHMENT_FOLDER}/`)) throw notFound("File not found");
    const file = (await storage.get(key)) ?? (await makeMissingVariant(storage, key));
    if (!file) throw notFound("File not found");
    res
      .set({ "Content-Type": file.contentType, "Cache-Control": "public, max-age=31536000, immutable" })
      .send(file.data);
  });
  return router;
}

/**
 * Images uploaded before the narrower copies existed get them on first request, made from the
 * stored original (bounded: only the known widths of files that exist).
 */
async function makeMissingVariant(storage: Storage, key: string) {
  const variant = parseVariant(key);
  const original = variant && (await storage.get(variant.original));
  if (!variant || !original) return null;
  const data = await webp(original.data, variant.width);
  await storage.put(key, data, "image/webp");
  return { data, contentType: "image/webp" };
}
