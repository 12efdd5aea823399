import { useQuery } from "@tanstack/react-query";
import { SITE_CONTENT_DEFAULTS, type SiteContent, type SiteContentText } from "@shared/site-content";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/site-content; the query key is the URL path, fetched by the default query function. */
export const SITE_CONTENT_KEY = ["/api/site-content"] as const;

export function useSiteContent() {
  return useQuery<SiteContent>({ queryKey: SITE_CONTENT_KEY, meta: PUBLIC_READ });
}

/** The site texts with the built-in defaults filling anything missing or blank (also while loading or on error). */
export function siteText(content: SiteContent | undefined): SiteContentText {
  const text: SiteContentText = { ...SITE_CONTENT_DEFAULTS };
  if (!content) return text;
  for (const key of Object.keys(SITE_CONTENT_DEFAULTS) as (keyof SiteContentText)[]) {
    const value = content[key];
    if (typeof value === "string" && value.trim() !== "") text[key] = value;
  }
  return text;
}
