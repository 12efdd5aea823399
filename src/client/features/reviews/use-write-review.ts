import { useQueryClient } from "@tanstack/react-query";
import { reviewsApi } from "@shared/api/reviews";
import type { ReviewInput } from "@shared/reviews";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { reviewDraftQuery } from "./use-review-draft";

/** POST /api/reviews/write/:token: the review written (or written again), waiting for the owner. */
export function useWriteReview(token: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ReviewInput) => callApi(reviewsApi.write, { params: { token }, body }),
    success: { title: "Thank you for your review", description: "It will appear once we have read it." },
    error: "Your review was not saved",
    onSuccess: (draft) => queryClient.setQueryData(reviewDraftQuery(token).queryKey, draft),
  });
}
