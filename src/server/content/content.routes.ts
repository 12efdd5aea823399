import { Router } from "express";
import { adminContentApi } from "@shared/api/admin-content";
import { contentApi } from "@shared/api/content";
import { uuidIdSchema } from "@shared/fields";
import { CONTENT_UPLOAD_TYPES, galleryInputSchema, galleryPatchSchema, type GalleryImage } from "@shared/gallery";
import type { SiteContent } from "@shared/site-content";
import { siteContentPatchSchema } from "@shared/site-content-schema";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
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
  route(router, contentApi.siteContent, reads.siteContent.send);
  route(router, contentApi.gallery, reads.gallery.send);
  return router;
}

export function contentRoutes(content: ContentService, storage: Storage): Router {
  const router = Router();
  const galleryImageId = (raw: unknown) => parseId(uuidIdSchema, raw, "Gallery image");

  route(router, adminContentApi.siteContent, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await content.adminSiteContent());
  });
  route(router, adminContentApi.updateSiteContent, requireAdmin, async (req, res) => {
    res.json(await content.updateSiteContent(bodyOf(req, siteContentPatchSchema)));
  });

  // Site images and gallery images (SPEC §7, §9: any image; SVG is refused, it can carry script).
  route(router, adminContentApi.uploadImage, requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: "content",
      allowedMimes: CONTENT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG, GIF, WebP, AVIF and TIFF",
    });
    res.status(201).json({ imageUrl });
  });

  route(router, adminContentApi.gallery, requireAdmin, async (_req, res) => {
    res.json(await content.allGallery());
  });
  route(router, adminContentApi.addGalleryImage, requireAdmin, async (req, res) => {
    res.status(201).json(await content.addGalleryImage(bodyOf(req, galleryInputSchema)));
  });
  route(router, adminContentApi.updateGalleryImage, requireAdmin, async (req, res) => {
    const patch = bodyOf(req, galleryPatchSchema);
    res.json(await content.updateGalleryImage(galleryImageId(req.params.id), patch));
  });
  route(router, adminContentApi.deleteGalleryImage, requireAdmin, async (req, res) => {
    await content.deleteGalleryImage(galleryImageId(req.params.id));
    res.status(204).end();
  });

  return router;
}
