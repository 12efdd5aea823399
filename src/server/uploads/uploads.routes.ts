import { Router } from "express";
import type { Storage } from "../infra/storage";
import { notFound } from "../http/errors";

/** Serves stored uploads. Keys are random, so a stored file never changes: cache it for a year. */
export function uploadsRoutes(storage: Storage): Router {
  const router = Router();
  router.get("/{*key}", async (req, res) => {
    const key = req.path.slice(1);
    // Attachments are private and served by inquiries/attachmentDownloadRoutes, mounted before this.
    if (key.startsWith("attachments/")) throw notFound("File not found");
    const file = await storage.get(key);
    if (!file) throw notFound("File not found");
    res.set({ "Content-Type": file.contentType, "Cache-Control": "public, max-age=31536000, immutable" }).send(file.data);
  });
  return router;
}
