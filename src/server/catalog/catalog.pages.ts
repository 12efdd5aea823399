import { Router } from "express";
import { slugSchema } from "@shared/fields";
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
    // Not a slug at all: no board, and the page answers 'Page Not Found'.
    const slug = slugSchema.safeParse(req.params.slug).data;
    if (slug === undefined || (await boardSlugs()).has(slug)) return next();
    const target = await catalog.findBySlug(slug);
    if (target.kind !== "moved") return next();
    permanentRedirect(req, res, productPath(target.slug));
  });
  return router;
}
