import type { Campaign } from "@shared/marketing";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { campaignsQuery } from "./use-campaigns";

/** POST /api/admin/campaigns/:id/resume: the batches go on, at the rate given. */
export function useResumeCampaign() {
  return useApiMutation<Campaign, { id: string; ratePerMinute: number }>({
    mutationFn: ({ id, ratePerMinute }) =>
      callApi(adminMarketingApi.resume, { params: { id }, body: { ratePerMinute } }),
    success: "Resumed",
    error: "Error resuming the campaign",
    invalidate: [campaignsQuery().queryKey],
  });
}
