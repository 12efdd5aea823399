import { Router } from "express";
import type { ContentService } from "./content.service";

export function contentRoutes(content: ContentService): Router {
  const router = Router();
  router.get("/api/site-content", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await content.siteContent());
  });
  router.get("/api/gallery", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await content.activeGallery());
  });
  return router;
}
