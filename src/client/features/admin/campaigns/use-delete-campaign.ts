import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { campaignsQuery } from "./use-campaigns";

/** DELETE /api/admin/campaigns/:id: a draft thrown away. */
export function useDeleteCampaign() {
  return useApiMutation<void, string>({
    mutationFn: (id) => callApi(adminMarketingApi.deleteCampaign, { params: { id } }),
    success: "Draft deleted",
    error: "Error deleting the draft",
    invalidate: [campaignsQuery().queryKey],
  });
}
