import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { campaignStanding } from "@shared/marketing";
import { queryKeyOf } from "@/lib/api";

/** GET /api/admin/campaigns: the owner's campaigns, newest first, with their progress (decision 061). */
export const campaignsQuery = () =>
  queryOptions<AnswerOf<typeof adminMarketingApi.campaigns>>({ queryKey: queryKeyOf(adminMarketingApi.campaigns) });

/** While a campaign is being sent, its mails included, its progress is read again every few seconds. */
export function useCampaigns() {
  return useQuery({
    ...campaignsQuery(),
    refetchInterval: (query) => (query.state.data?.some((c) => campaignStanding(c) === "sending") ? 3_000 : false),
  });
}
