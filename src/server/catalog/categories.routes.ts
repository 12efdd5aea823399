import { Router } from "express";
import { adminCategoriesApi } from "@shared/api/admin-categories";
import { categoriesApi } from "@shared/api/categories";
import { categoryInputSchema, categoryPatchSchema, type Category } from "@shared/categories";
import { uuidIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { CachedRead } from "../http/public-cache";
import type { CategoriesService } from "./categories.service";

/** GET /api/categories: kept in memory until the catalogue changes; it needs no session (decision 018). */
export function categoriesReadRoutes(categories: CachedRead<Category[]>): Router {
  const router = Router();
  route(router, categoriesApi.list, categories.send);
  return router;
}

/** The owner's calls on the collections (decision 056): admins only. */
export function categoriesRoutes(categories: CategoriesService): Router {
  const router = Router();
  const categoryId = (raw: unknown) => parseId(uuidIdSchema, raw, "Category");

  route(router, adminCategoriesApi.list, requireAdmin, async (_req, res) => {
    res.json(await categories.list());
  });
  route(router, adminCategoriesApi.create, requireAdmin, async (req, res) => {
    res.status(201).json(await categories.create(bodyOf(req, categoryInputSchema)));
  });
  route(router, adminCategoriesApi.update, requireAdmin, async (req, res) => {
    const patch = bodyOf(req, categoryPatchSchema);
    res.json(await categories.update(categoryId(req.params.id), patch));
  });
  route(router, adminCategoriesApi.remove, requireAdmin, async (req, res) => {
    await categories.remove(categoryId(req.params.id));
    res.status(204).end();
  });
  return router;
}
