import { adminReviewsApi } from "@shared/api/admin-reviews";
import type { ReviewModeration } from "@shared/reviews";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { ADMIN_REVIEWS_KEY } from "./use-admin-reviews";

const DONE = (change: ReviewModeration) =>
  change.status === "approved"
    ? "Review approved"
    : change.status === "hidden"
      ? "Review hidden"
      : change.reply
        ? "Reply published"
        : "Reply removed";

/** PATCH /api/admin/reviews/:id: approve, hide, or reply in public (a blank reply removes it). */
export function useModerateReview() {
  return useApiMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewModeration }) =>
      callApi(adminReviewsApi.moderate, { params: { id }, body: change }),
    success: (_review, { change }) => DONE(change),
    error: "Failed to update the review",
    invalidate: [ADMIN_REVIEWS_KEY],
  });
}
