import type { Campaign } from "@shared/marketing";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { campaignsQuery } from "./use-campaigns";

/** POST /api/admin/campaigns/:id/pause: no further batch until resumed. */
export function usePauseCampaign() {
  return useApiMutation<Campaign, string>({
    mutationFn: (id) => callApi(adminMarketingApi.pause, { params: { id } }),
    success: "Paused",
    error: "Error pausing the campaign",
    invalidate: [campaignsQuery().queryKey],
  });
}
