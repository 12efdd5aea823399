import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { GENERAL_INQUIRIES_KEY } from "./use-general-inquiries";
import { NEWSLETTER_SUBSCRIPTIONS_KEY } from "./use-newsletter-subscriptions";

export async function archiveInquiry(id: string): Promise<void> {
  await apiRequest("PATCH", `/api/admin/inquiries/${id}/archive`);
}

/** Archives a general inquiry or a newsletter subscription; it leaves its list (SPEC §4, Archiving). */
export function useArchiveInquiry() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: archiveInquiry,
    onSuccess: async () => {
      toast({ title: "Archived", description: "It no longer shows in this list." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: GENERAL_INQUIRIES_KEY }),
        queryClient.invalidateQueries({ queryKey: NEWSLETTER_SUBSCRIPTIONS_KEY }),
      ]);
    },
    onError: (error) =>
      toast({ title: "Error archiving inquiry", description: errorMessage(error), variant: "destructive" }),
  });
}
