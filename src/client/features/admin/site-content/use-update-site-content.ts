import { useQueryClient } from "@tanstack/react-query";
import type { AdminSiteContent } from "@shared/owner-setup";
import type { SiteContent } from "@shared/site-content";
import type { SiteContentPatch } from "@shared/site-content-schema";
import { adminContentApi } from "@shared/api/admin-content";
import { callApi, errorMessage } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { siteContentQuery } from "@/lib/queries";
import { adminSiteContentQuery } from "./use-admin-site-content";
import { adminSetupQuery } from "../home/use-admin-setup";

export async function updateSiteContent(input: SiteContentPatch): Promise<AdminSiteContent> {
  return callApi(adminContentApi.updateSiteContent, { body: input });
}

/**
 * 'Save Changes': the whole tab in one call, which the server saves all together or not at all, so
 * success means everything was saved and a failure that nothing was (the form keeps what was typed).
 */
export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: updateSiteContent,
    success: "Site content updated successfully",
    error: (failure) => ({
      title: "Nothing was saved",
      description: `${errorMessage(failure)} Your changes are still in the form.`,
    }),
    // The answer is the saved content: the storefront's pages read it from the cache at once.
    onSuccess: (saved) => {
      const {
        notificationEmail: _email,
        notices: _notices,
        noticeDefault: _default,
        retentionMonths: _r,
        paymentDays: _d,
        paymentMethods: _m,
        ...content
      } = saved;
      queryClient.setQueryData(adminSiteContentQuery().queryKey, saved);
      queryClient.setQueryData(siteContentQuery().queryKey, content satisfies SiteContent);
    },
    // The checklist follows the contact details and the policies.
    invalidate: [adminSetupQuery().queryKey],
  });
}
