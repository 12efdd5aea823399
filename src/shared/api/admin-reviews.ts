import type { AdminReview, adminReviewsQuerySchema, reviewModerationSchema } from "../reviews";
import { get, of, patch } from "./contract";

/** The owner's Reviews tab (decision 058): every review, and approving, hiding and replying. */
export const adminReviewsApi = {
  list: get("/api/admin/reviews", { query: of<typeof adminReviewsQuerySchema>(), answer: of<AdminReview[]>() }),
  moderate: patch("/api/admin/reviews/:id", { body: of<typeof reviewModerationSchema>(), answer: of<AdminReview>() }),
};
