import { Router } from "express";
import { CHANGE_TOPICS, type ChangeFeed } from "../infra/change-feed";
import { cachedRead, type CachedRead } from "../http/public-cache";
import type { SitemapEntry, SitemapService } from "./sitemap.service";

/** Where crawlers have no business: the signed-in areas, the API, the purchase steps and the pages opened by a private link. */
const DISALLOWED_PATHS = ["/admin", "/api", "/cart", "/checkout", "/commissions", "/dashboard", "/orders"] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** An address on this site made absolute; an outside http(s) URL stays as it is. */
const absolute = (origin: string, url: string) => (url.startsWith("/") ? origin + url : url);

function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const images = (e.images ?? []).map(
      (url) => `<image:image><image:loc>${escapeXml(absolute(origin, url))}</image:loc></image:image>`,
    );
    return `  <url><loc>${escapeXml(origin + e.path)}</loc><lastmod>${e.lastModified.toISOString()}</lastmod>${images.join("")}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const text = (contentType: string) => ({ contentType, bytes: (value: string) => Buffer.from(value) });

/**
 * /sitemap.xml and /robots.txt for search engines. Absolute URLs use the shop's public address
 * (PUBLIC_URL), never the request's Host header, which anyone can set. Both are the same for every
 * visitor, so each is made once and kept until what it shows changes (decision 087): robots.txt
 * names the public address (a "settings" change), the sitemap every page, board, collection and
 * review date (any topic). The fast path then sends them from memory.
 */
export function seoRoutes(
  sitemap: SitemapService,
  origin: () => string,
  changes: Pick<ChangeFeed, "subscribe">,
): { router: Router; reads: Record<"/sitemap.xml" | "/robots.txt", CachedRead<string>> } {
  const reads = {
    "/sitemap.xml": cachedRead(
      changes,
      CHANGE_TOPICS,
      async () => sitemapXml(origin(), await sitemap.entries()),
      text("application/xml; charset=utf-8"),
    ),
    "/robots.txt": cachedRead(
      changes,
      "settings",
      () => Promise.resolve(robotsTxt(origin())),
      text("text/plain; charset=utf-8"),
    ),
  };
  const router = Router();
  for (const [path, read] of Object.entries(reads)) router.get(path, read.send);
  return { router, reads };
}
