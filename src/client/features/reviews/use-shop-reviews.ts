import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { reviewsApi } from "@shared/api/reviews";
import { queryKeyOf } from "@/lib/api";
import { PUBLIC_READ } from "@/lib/query-client";
import { pageQuery } from "./use-board-reviews";

/** GET /api/reviews: every approved review of the shop, newest first. */
const shopReviewsQuery = (page = 1) =>
  queryOptions<AnswerOf<typeof reviewsApi.shop>>({
    queryKey: queryKeyOf(reviewsApi.shop, { query: pageQuery(page) }),
    meta: PUBLIC_READ,
  });

export function useShopReviews(page = 1) {
  return useQuery({ ...shopReviewsQuery(page), placeholderData: keepPreviousData });
}
