import { useQueryClient } from "@tanstack/react-query";
import type { SiteContent } from "@shared/site-content";
import type { SiteContentPatch } from "@shared/site-content-schema";
import { apiJson } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { siteContentQuery } from "@/lib/queries";

export async function updateSiteContent(input: SiteContentPatch): Promise<SiteContent> {
  return apiJson<SiteContent>("PATCH", "/api/admin/site-content", input);
}

export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: updateSiteContent,
    success: "Site content updated successfully",
    error: "Error updating site content",
    // The answer is the saved content: the storefront's pages read it from the cache at once.
    onSuccess: (content) => queryClient.setQueryData(siteContentQuery().queryKey, content),
  });
}
