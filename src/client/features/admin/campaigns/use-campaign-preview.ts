import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { queryKeyOf } from "@/lib/api";

/** GET /api/admin/campaigns/:id/preview: the email as subscribers will get it. */
const campaignPreviewQuery = (id: string) =>
  queryOptions<AnswerOf<typeof adminMarketingApi.preview>>({
    queryKey: queryKeyOf(adminMarketingApi.preview, { params: { id } }, adminMarketingApi.campaigns),
  });

export function useCampaignPreview(id: string | undefined) {
  return useQuery({ ...campaignPreviewQuery(id ?? ""), enabled: Boolean(id) });
}
