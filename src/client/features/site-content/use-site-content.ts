import { useQuery } from "@tanstack/react-query";
import { SITE_CONTENT_DEFAULTS, type SiteContent, type SiteContentText } from "@shared/site-content";
import { siteContentQuery } from "@/lib/queries";

/** GET /api/site-content: the storefront's editable texts and pictures. */
export function useSiteContent() {
  return useQuery(siteContentQuery());
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
