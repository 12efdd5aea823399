import { Router } from "express";
import { PRODUCT_ROUTE, productPath } from "@shared/routes";
import { permanentRedirect } from "../http/pages";
import type { CatalogService } from "./catalog.service";

/**
 * A renamed board's old address (/products/<old slug>) answers a permanent redirect to its current
 * one. A current address goes on to the page (the database is asked only about the others); an
 * unknown one too, and shows 'Page Not Found' with status 404.
 */
export function catalogPages(catalog: CatalogService, boardSlugs: () => Promise<ReadonlySet<string>>): Router {
  const router = Router();
  router.get(PRODUCT_ROUTE, async (req, res, next) => {
    if ((await boardSlugs()).has(req.params.slug)) return next();
    const target = await catalog.findBySlug(req.params.slug);
    if (target.kind !== "moved") return next();
    permanentRedirect(req, res, productPath(target.slug));
  });
  return router;
}
