import { PUBLIC_PAGES, collectionPath, productPath } from "@shared/routes";
import type { CatalogService } from "../catalog/catalog.service";
import type { CategoriesService } from "../catalog/categories.service";
import type { ContentService } from "../content/content.service";

/** `images`: a board's photos, each a path on this site or an http(s) URL (Google's image sitemap extension). */
export type SitemapEntry = { path: string; lastModified: Date; images?: string[] };

const latest = (dates: readonly string[]): Date => new Date(Math.max(...dates.map((d) => Date.parse(d))));

/**
 * Every public page, every collection and every board, each with the time its content last changed: a board's own
 * update; the site content (texts and images every public page shows) for the pages, and for the
 * home page and the gallery also the newest board or gallery piece they list.
 */
export function sitemapService(
  catalog: CatalogService,
  categories: CategoriesService,
  content: ContentService,
  /** When the newest approved review was written (ISO), for /reviews (decision 058); none when absent. */
  newestReview: () => Promise<string | null> = () => Promise.resolve(null),
) {
  return {
    async entries(): Promise<SitemapEntry[]> {
      const [boards, collections, site, gallery, review] = await Promise.all([
        catalog.list(),
        categories.list(),
        content.siteContent(),
        content.activeGallery(),
        newestReview(),
      ]);
      const pageDates: Record<(typeof PUBLIC_PAGES)[number], Date> = {
        "/": latest([site.updatedAt, ...boards.map((b) => b.updatedAt)]),
        "/gallery": latest([site.updatedAt, ...gallery.map((g) => g.createdAt)]),
        "/about": latest([site.updatedAt]),
        "/reviews": latest([site.updatedAt, ...(review ? [review] : [])]),
        "/custom-orders": latest([site.updatedAt]),
        "/policies/shipping": latest([site.updatedAt]),
        "/policies/privacy": latest([site.updatedAt]),
        "/policies/terms": latest([site.updatedAt]),
      };
      return [
        ...PUBLIC_PAGES.map((path) => ({ path, lastModified: pageDates[path] })),
        // A collection's page changes with its own texts and with the products it lists (decision 056).
        ...collections.map((c) => ({
          path: collectionPath(c.slug),
          lastModified: latest([
            site.updatedAt,
            c.updatedAt,
            ...boards.filter((b) => b.categoryId === c.id).map((b) => b.updatedAt),
          ]),
        })),
        ...boards.map((b) => ({
          path: productPath(b.slug),
          lastModified: new Date(b.updatedAt),
          images: b.images.map((image) => image.url),
        })),
      ];
    },
  };
}
export type SitemapService = ReturnType<typeof sitemapService>;
