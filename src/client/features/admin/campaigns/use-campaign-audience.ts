import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { queryKeyOf } from "@/lib/api";

/** GET /api/admin/campaigns/audience: how many a campaign would reach now (confirmed, not unsubscribed). */
const campaignAudienceQuery = () =>
  queryOptions<AnswerOf<typeof adminMarketingApi.audience>>({
    queryKey: queryKeyOf(adminMarketingApi.audience, {}, adminMarketingApi.campaigns),
  });

export function useCampaignAudience() {
  return useQuery(campaignAudienceQuery());
}
