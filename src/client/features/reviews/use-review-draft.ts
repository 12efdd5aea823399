import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { reviewsApi } from "@shared/api/reviews";
import { queryKeyOf } from "@/lib/api";

/** GET /api/reviews/write/:token: the order line the link opens, and its review if written. */
export const reviewDraftQuery = (token: string) =>
  queryOptions<AnswerOf<typeof reviewsApi.draft>>({
    queryKey: queryKeyOf(reviewsApi.draft, { params: { token } }),
  });

export function useReviewDraft(token: string) {
  return useQuery({ ...reviewDraftQuery(token), enabled: token !== "" });
}
