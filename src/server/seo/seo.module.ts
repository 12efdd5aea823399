import type { CatalogService } from "../catalog/catalog.service";
import type { CategoriesService } from "../catalog/categories.service";
import type { ContentService } from "../content/content.service";
import type { ChangeFeed } from "../infra/change-feed";
import { sitemapService } from "./sitemap.service";
import { seoRoutes } from "./seo.routes";

/** /sitemap.xml and /robots.txt, at the shop's public address. */
export function seoModule(deps: {
  catalog: CatalogService;
  categories: CategoriesService;
  content: ContentService;
  /** The shop's public address as it is now (decision 084). */
  origin: () => string;
  /** When the newest approved review was written (decision 058). */
  newestReview?: () => Promise<string | null>;
  /** What the kept sitemap and robots.txt are told about changes on any instance (decision 087). */
  changes: Pick<ChangeFeed, "subscribe">;
}) {
  const service = sitemapService(deps.catalog, deps.categories, deps.content, deps.newestReview);
  const { router, reads } = seoRoutes(service, deps.origin, deps.changes);
  return { service, routes: router, reads };
}
