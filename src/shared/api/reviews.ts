import type { reviewInputSchema, reviewPageQuerySchema, ReviewDraft, ReviewsPage } from "../reviews";
import { get, of, post } from "./contract";

/** Verified-buyer reviews (decision 058): the public reads, and the writing through an order line's link. */
export const reviewsApi = {
  /** Every approved review of the shop, newest first (the /reviews page, the home page's testimonials). */
  shop: get("/api/reviews", { query: of<typeof reviewPageQuerySchema>(), answer: of<ReviewsPage>() }),
  /** A board's approved reviews, newest first, with their average and count. */
  board: get("/api/reviews/boards/:productId", {
    query: of<typeof reviewPageQuerySchema>(),
    answer: of<ReviewsPage>(),
  }),
  /** The review page of one order line, by its link's token. */
  draft: get("/api/reviews/write/:token", { answer: of<ReviewDraft>() }),
  /** → 201 the first time; 200 when it replaces the line's review (within 30 days of the first). */
  write: post("/api/reviews/write/:token", { body: of<typeof reviewInputSchema>(), answer: of<ReviewDraft>() }),
  /** Multipart, field `image` → 201: one photo for the line's review. */
  uploadPhoto: post("/api/reviews/write/:token/photos", { answer: of<{ imageUrl: string }>() }),
};
