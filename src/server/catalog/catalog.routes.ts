import { Router } from "express";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { catalogApi } from "@shared/api/catalog";
import { uuidIdSchema } from "@shared/fields";
import { PRODUCT_UPLOAD_TYPES, productInputSchema, productPatchSchema, type Product } from "@shared/product";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { CachedRead } from "../http/public-cache";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { CatalogService } from "./catalog.service";

/** The public read of the catalogue, kept in memory until it changes; it needs no session (decision 018). */
export function catalogReadRoutes(products: CachedRead<Product[]>): Router {
  const router = Router();
  // Revalidated on every use: the ETag makes an unchanged catalogue a 304 with no body.
  route(router, catalogApi.list, products.send);
  return router;
}

export function catalogRoutes(catalog: CatalogService, storage: Storage): Router {
  const router = Router();
  const productId = (raw: unknown) => parseId(uuidIdSchema, raw, "Product");

  route(router, adminCatalogApi.uploadImage, requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: "products",
      allowedMimes: PRODUCT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG and GIF",
    });
    res.status(201).json({ imageUrl });
  });

  // Every board, drafts and archived ones too: the admin's Products tab.
  route(router, adminCatalogApi.list, requireAdmin, async (_req, res) => {
    res.json(await catalog.listForAdmin());
  });

  route(router, adminCatalogApi.create, requireAdmin, async (req, res) => {
    res.status(201).json(await catalog.create(bodyOf(req, productInputSchema)));
  });

  route(router, adminCatalogApi.update, requireAdmin, async (req, res) => {
    const patch = bodyOf(req, productPatchSchema);
    res.json(await catalog.update(productId(req.params.id), patch));
  });

  route(router, adminCatalogApi.remove, requireAdmin, async (req, res) => {
    await catalog.remove(productId(req.params.id));
    res.status(204).end();
  });

  return router;
}
