import type { Campaign } from "@shared/marketing";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { campaignsQuery } from "./use-campaigns";

/** POST /api/admin/campaigns/:id/send: every confirmed subscriber becomes a recipient; batches follow. */
export function useSendCampaign(onSent?: (campaign: Campaign) => void) {
  return useApiMutation<Campaign, { id: string; ratePerMinute: number }>({
    mutationFn: ({ id, ratePerMinute }) => callApi(adminMarketingApi.send, { params: { id }, body: { ratePerMinute } }),
    success: (campaign) => ({
      title: "Sending",
      description: `${campaign.progress.recipients} confirmed subscribers will get it, ${campaign.ratePerMinute} a minute.`,
    }),
    error: "Error sending the campaign",
    invalidate: [campaignsQuery().queryKey],
    onSuccess: onSent,
  });
}
