import { Router } from "express";
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

/**
 * /sitemap.xml and /robots.txt for search engines. Absolute URLs use the shop's public address
 * (PUBLIC_URL), never the request's Host header, which anyone can set.
 */
export function seoRoutes(sitemap: SitemapService, origin: () => string): Router {
  const router = Router();
  router.get("/sitemap.xml", async (_req, res) => {
    res
      .set("Cache-Control", "no-cache")
      .type("application/xml")
      .send(sitemapXml(origin(), await sitemap.entries()));
  });
  router.get("/robots.txt", (_req, res) => {
    res.set("Cache-Control", "no-cache").type("text/plain").send(robotsTxt(origin()));
  });
  return router;
}
