import type { AnswerOf } from "@shared/api/contract";
import { adminContentApi } from "@shared/api/admin-content";
import { queryKeyOf } from "@/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/admin/site-content: the storefront's content and the owner's notification address (decision 038). */
export const adminSiteContentQuery = () =>
  queryOptions<AnswerOf<typeof adminContentApi.siteContent>>({
    queryKey: queryKeyOf(adminContentApi.siteContent),
  });

export function useAdminSiteContent() {
  return useQuery(adminSiteContentQuery());
}
