import { Router } from "express";
import { uuidIdSchema } from "@shared/fields";
import { PRODUCT_UPLOAD_TYPES, productInputSchema, productPatchSchema, type Product } from "@shared/product";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import type { CachedRead } from "../http/public-cache";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { CatalogService } from "./catalog.service";

/** The public read of the catalogue, kept in memory until it changes; it needs no session (decision 018). */
export function catalogReadRoutes(products: CachedRead<Product[]>): Router {
  const router = Router();
  // Revalidated on every use: the ETag makes an unchanged catalogue a 304 with no body.
  router.get("/api/products", products.send);
  return router;
}

export function catalogRoutes(catalog: CatalogService, storage: Storage): Router {
  const router = Router();

  router.post("/api/products/upload-image", requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: "products",
      allowedMimes: PRODUCT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG and GIF",
    });
    res.status(201).json({ imageUrl });
  });

  // Every board, drafts and archived ones too: the admin's Products tab.
  router.get("/api/admin/products", requireAdmin, async (_req, res) => {
    res.json(await catalog.listForAdmin());
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
