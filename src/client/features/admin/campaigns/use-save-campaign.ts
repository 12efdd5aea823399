import type { Campaign, CampaignInput } from "@shared/marketing";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { campaignsQuery } from "./use-campaigns";

/** POST /api/admin/campaigns (a new draft) or PATCH /api/admin/campaigns/:id (a draft changed). */
export function useSaveCampaign(onSaved: (campaign: Campaign) => void) {
  return useApiMutation<Campaign, { id?: string; input: CampaignInput }>({
    mutationFn: ({ id, input }) =>
      id
        ? callApi(adminMarketingApi.updateCampaign, { params: { id }, body: input })
        : callApi(adminMarketingApi.createCampaign, { body: input }),
    success: "Draft saved",
    error: "Error saving the campaign",
    invalidate: [campaignsQuery().queryKey],
    onSuccess: onSaved,
  });
}
