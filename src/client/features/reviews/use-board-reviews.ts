import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { reviewsApi } from "@shared/api/reviews";
import { queryKeyOf } from "@/lib/api";
import { PUBLIC_READ } from "@/lib/query-client";

/** Page 1 is asked without a query, the address the server renders the page with. */
export const pageQuery = (page: number) => (page > 1 ? { page } : undefined);

/** GET /api/reviews/boards/:productId: a board's approved reviews, newest first, with their average and count. */
const boardReviewsQuery = (productId: string, page = 1) =>
  queryOptions<AnswerOf<typeof reviewsApi.board>>({
    queryKey: queryKeyOf(reviewsApi.board, { params: { productId }, query: pageQuery(page) }),
    meta: PUBLIC_READ,
  });

export function useBoardReviews(productId: string, page = 1) {
  return useQuery({ ...boardReviewsQuery(productId, page), placeholderData: keepPreviousData });
}
