import { useQuery } from "@tanstack/react-query";
import type { SiteContent } from "@shared/site-content";
import { PUBLIC_READ } from "@/lib/query-client";

/** GET /api/site-content: the same public read the storefront uses (SPEC §7, Admin calls). */
export const SITE_CONTENT_KEY = ["/api/site-content"] as const;

export function useAdminSiteContent() {
  return useQuery<SiteContent | null>({ queryKey: SITE_CONTENT_KEY, meta: PUBLIC_READ });
}
