import { useQueryClient } from "@tanstack/react-query";
import type { MarketingPreferences } from "@shared/marketing";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { marketingPreferencesQuery } from "./use-marketing-preferences";

/** DELETE /api/user/marketing/alerts/:id: one of the customer's back-in-stock alerts removed (decision 085). */
export function useRemoveAlert(userId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<MarketingPreferences, { id: string; boardName: string }>({
    mutationFn: ({ id }) => callApi(marketingApi.removeAlert, { params: { id } }),
    success: (_answer, { boardName }) => ({
      title: "Alert removed",
      description: `We won't email you when ${boardName} is back.`,
    }),
    error: "Could not remove the alert",
    onSuccess: (answer) => queryClient.setQueryData(marketingPreferencesQuery(userId).queryKey, answer),
  });
}
