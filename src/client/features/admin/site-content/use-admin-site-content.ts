import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSiteContent } from "@shared/owner-setup";

/** GET /api/admin/site-content: the storefront's content and the owner's notification address (decision 038). */
export const adminSiteContentQuery = () => queryOptions<AdminSiteContent>({ queryKey: ["/api/admin/site-content"] });

export function useAdminSiteContent() {
  return useQuery(adminSiteContentQuery());
}
