import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { generalInquiriesList } from "./use-general-inquiries";
import { newsletterSubscriptionsList } from "./use-newsletter-subscriptions";

export async function archiveInquiry(id: string): Promise<void> {
  await callApi(adminInquiriesApi.archiveInquiry, { params: { id } });
}

/** Archives a general inquiry or a newsletter subscription; it leaves its list (SPEC §4, Archiving). */
export function useArchiveInquiry() {
  return useApiMutation({
    mutationFn: archiveInquiry,
    success: { title: "Archived", description: "It no longer shows in this list." },
    error: "Error archiving inquiry",
    invalidate: [generalInquiriesList.key, newsletterSubscriptionsList.key],
  });
}
