import { Router } from "express";
import { uuidIdSchema } from "@shared/fields";
import { CONTENT_UPLOAD_TYPES, galleryInputSchema, galleryPatchSchema, type GalleryImage } from "@shared/gallery";
import type { SiteContent } from "@shared/site-content";
import { siteContentPatchSchema } from "@shared/site-content-schema";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import type { CachedRead } from "../http/public-cache";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { ContentService } from "./content.service";

/** The public reads of the site content and the gallery, kept in memory until they change (decision 018). */
export function contentReadRoutes(reads: {
  siteContent: CachedRead<SiteContent>;
  gallery: CachedRead<GalleryImage[]>;
}): Router {
  const router = Router();
  router.get("/api/site-content", reads.siteContent.send);
  router.get("/api/gallery", reads.gallery.send);
  return router;
}

export function contentRoutes(content: ContentService, storage: Storage): Router {
  const router = Router();

  router.get("/api/admin/site-content", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await content.adminSiteContent());
  });
  router.patch("/api/admin/site-content", requireAdmin, async (req, res) => {
    res.json(await content.updateSiteContent(parse(siteContentPatchSchema, req.body)));
  });

  // Site images and gallery images (SPEC §7, §9: any image; SVG is refused, it can carry script).
  router.post("/api/admin/upload-content-image", requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: "content",
      allowedMimes: CONTENT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG, GIF, WebP, AVIF and TIFF",
    });
    res.status(201).json({ imageUrl });
  });

  router.get("/api/admin/gallery", requireAdmin, async (_req, res) => {
    res.json(await content.allGallery());
  });
  router.post("/api/admin/gallery", requireAdmin, async (req, res) => {
    res.status(201).json(await content.addGalleryImage(parse(galleryInputSchema, req.body)));
  });
  router.patch("/api/admin/gallery/:id", requireAdmin, async (req, res) => {
    const patch = parse(galleryPatchSchema, req.body);
    res.json(await content.updateGalleryImage(parseId(uuidIdSchema, req.params.id, "Gallery image"), patch));
  });
  router.delete("/api/admin/gallery/:id", requireAdmin, async (req, res) => {
    await content.deleteGalleryImage(parseId(uuidIdSchema, req.params.id, "Gallery image"));
    res.status(204).end();
  });

  return router;
}
