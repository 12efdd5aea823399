import { Router } from "express";
import { PRODUCT_ROUTE, productPath } from "@shared/routes";
import type { CatalogService } from "./catalog.service";

/**
 * The browser's /products/<slug>: a board's current address gets the app, an old one (the board was
 * renamed) a permanent redirect to the current one, and an unknown one the app with status 404.
 * The app itself is served by the client mounted after this route, which answers with
 * `res.locals.status`.
 */
export function catalogPages(catalog: CatalogService): Router {
  const router = Router();
  router.get(PRODUCT_ROUTE, async (req, res, next) => {
    const target = await catalog.findBySlug(req.params.slug);
    if (target.kind === "moved") {
      // A shared link's query (e.g. a campaign tag) survives the move.
      const queryAt = req.originalUrl.indexOf("?");
      res.redirect(301, productPath(target.slug) + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
      return;
    }
    res.locals.status = target.kind === "current" ? 200 : 404;
    next();
  });
  return router;
}
