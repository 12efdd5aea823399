import { useQuery } from "@tanstack/react-query";
import { siteContentQuery } from "@/lib/queries";

/** GET /api/site-content: the same public read the storefront uses (SPEC §7, Admin calls). */
export function useAdminSiteContent() {
  return useQuery(siteContentQuery());
}
