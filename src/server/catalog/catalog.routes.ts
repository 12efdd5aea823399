import { Router } from "express";
import { uuidIdSchema } from "@shared/fields";
import { PRODUCT_UPLOAD_TYPES, productInputSchema, productPatchSchema } from "@shared/product";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { CatalogService } from "./catalog.service";

export function catalogRoutes(catalog: CatalogService, storage: Storage): Router {
  const router = Router();

  router.get("/api/products", async (_req, res) => {
    // Revalidated on every use: the ETag makes an unchanged catalogue a 304 with no body.
    res.set("Cache-Control", "no-cache").json(await catalog.list());
  });

  router.post("/api/products/upload-image", requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: "products",
      allowedMimes: PRODUCT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG and GIF",
    });
    res.status(201).json({ imageUrl });
  });

  router.post("/api/products", requireAdmin, async (req, res) => {
    res.status(201).json(await catalog.create(parse(productInputSchema, req.body)));
  });

  router.patch("/api/products/:id", requireAdmin, async (req, res) => {
    const patch = parse(productPatchSchema, req.body);
    res.json(await catalog.update(parseId(uuidIdSchema, req.params.id, "Product"), patch));
  });

  router.delete("/api/products/:id", requireAdmin, async (req, res) => {
    await catalog.remove(parseId(uuidIdSchema, req.params.id, "Product"));
    res.status(204).end();
  });

  return router;
}
