import { useQueryClient } from "@tanstack/react-query";
import type { MarketingPreferences } from "@shared/marketing";
import { marketingApi } from "@shared/api/marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { marketingPreferencesQuery } from "./use-marketing-preferences";

/**
 * POST or DELETE /api/user/marketing/newsletter: "Subscribe" mails the confirmation link to the
 * account's address (double opt-in, as the newsletter form); "Unsubscribe" stops every marketing
 * email, as the emails' link does (decision 085). The answer is the new preferences.
 */
export function useNewsletterChoice(userId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<MarketingPreferences, "subscribe" | "unsubscribe">({
    mutationFn: (choice) =>
      choice === "subscribe" ? callApi(marketingApi.subscribeNewsletter) : callApi(marketingApi.unsubscribeNewsletter),
    success: (answer, choice) =>
      choice === "subscribe"
        ? { title: "Almost there", description: `Check your inbox: we sent a link to ${answer.email} to confirm.` }
        : { title: "You're unsubscribed", description: "We won't send you newsletters or alerts." },
    error: "Could not change your newsletter",
    onSuccess: (answer) => queryClient.setQueryData(marketingPreferencesQuery(userId).queryKey, answer),
  });
}
