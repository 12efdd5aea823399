import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminReviewsApi } from "@shared/api/admin-reviews";
import type { ReviewStatus } from "@shared/reviews";
import { queryKeyOf } from "@/lib/api";

/** The key every filter of the list sits under: a moderation refreshes them all. */
export const ADMIN_REVIEWS_KEY = queryKeyOf(adminReviewsApi.list);

/** GET /api/admin/reviews: every review (or those of one status), waiting ones first. */
const adminReviewsQuery = (status?: ReviewStatus) =>
  queryOptions<AnswerOf<typeof adminReviewsApi.list>>({
    queryKey: queryKeyOf(adminReviewsApi.list, { query: status ? { status } : undefined }),
  });

export function useAdminReviews(status?: ReviewStatus) {
  return useQuery(adminReviewsQuery(status));
}
