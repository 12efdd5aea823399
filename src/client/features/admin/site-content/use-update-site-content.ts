import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteContent } from "@shared/site-content";
import type { SiteContentPatch } from "@shared/site-content-schema";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { SITE_CONTENT_KEY } from "./use-admin-site-content";

export async function updateSiteContent(input: SiteContentPatch): Promise<SiteContent> {
  const res = await apiRequest("PATCH", "/api/admin/site-content", input);
  return (await res.json()) as SiteContent;
}

export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation<SiteContent, Error, SiteContentPatch>({
    mutationFn: updateSiteContent,
    onSuccess: (content) => {
      toast({ title: "Site content updated successfully" });
      // The answer is the saved content: the storefront's pages read it from the cache at once.
      queryClient.setQueryData(SITE_CONTENT_KEY, content);
    },
    onError: (error) =>
      toast({ title: "Error updating site content", description: errorMessage(error), variant: "destructive" }),
  });
}
