import { z } from "zod";
import { text } from "./fields";

// Verified-buyer reviews (decision 058): one per order line, written through the line's own link.
// The storefront imports only the types of this file (zod stays out of its first load, decision 057);
// the review form, loaded when opened, and the server use the schemas.

/** pending: waits for the owner; approved: public; hidden: the owner took it down (or never showed it). */
const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where review photos are stored (the same checks and WebP copies as every other image). */
export const REVIEW_PHOTO_FOLDER = "review-photos";
export const MAX_REVIEW_PHOTOS = 3;
/** A review can be written again (replacing it) for this long after it was first written. */
export const REVIEW_EDIT_DAYS = 30;
/** The public lists' page size. */
export const REVIEWS_PER_PAGE = 5;

const REVIEW_PHOTO_URL = new RegExp(
  `^/uploads/${REVIEW_PHOTO_FOLDER}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp$`,
);

/** POST /api/reviews/write/:token: the stars, a title, a text and up to 3 photos already uploaded. */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: "Choose from 1 to 5 stars" })
    .int("Choose from 1 to 5 stars")
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
  title: text("Title", { max: 100, required: true }),
  text: text("Review", { max: 2000, required: true, multiline: true }),
  photos: z
    .array(z.string().regex(REVIEW_PHOTO_URL, "Photos must be uploaded through the shop first"))
    .max(MAX_REVIEW_PHOTOS, `At most ${MAX_REVIEW_PHOTOS} photos`)
    .default([]),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** PATCH /api/admin/reviews/:id: approve or hide, and/or the public reply (blank removes it). */
export const reviewModerationSchema = z
  .strictObject({
    status: z.enum(["approved", "hidden"], { error: "Status must be approved or hidden" }).optional(),
    reply: text("Reply", { max: 2000, multiline: true }).optional(),
    /**
     * The review's version as the owner read it (AdminReview.version): a review its buyer rewrote
     * since is refused with 409, never approved unseen (issue 39).
     */
    version: z.string().max(64, "Invalid version").optional(),
  })
  .refine((change) => change.status !== undefined || change.reply !== undefined, {
    message: "Give a status or a reply",
    path: ["status"],
  });
export type ReviewModeration = z.input<typeof reviewModerationSchema>;

/** The public lists' query: ?page=2. */
export const reviewPageQuerySchema = z.object({
  page: z.coerce.number({ error: "Invalid page" }).int("Invalid page").min(1, "Invalid page").max(10_000).default(1),
});

/** GET /api/admin/reviews?status=pending. */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Status must be pending, approved or hidden" }).optional(),
});

/** The owner's public answer under a review. */
type ReviewReply = { text: string; at: string };

/** An approved review as the public sees it: the buyer's first name and initial, never the email. */
export type PublicReview = {
  id: string;
  rating: number;
  title: string;
  text: string;
  photos: string[];
  author: string;
  /** When it was first written (ISO). */
  createdAt: string;
  reply: ReviewReply | null;
  /** The board as it was bought; its page while it is in the shop. */
  board: { name: string; slug: string | null };
};

/** The average of the approved reviews (one decimal), and how many there are. */
type ReviewSummary = { average: number | null; count: number };

/** GET /api/reviews and /api/reviews/boards/:productId: a page of approved reviews, newest first. */
export type ReviewsPage = ReviewSummary & { reviews: PublicReview[]; page: number; pages: number };

/** GET /api/reviews/write/:token: what the review page shows for one order line. */
export type ReviewDraft = {
  orderId: number;
  board: { name: string; slug: string | null; imageUrl: string | null };
  customerName: string;
  /** The review already written for this line, as written (whatever its status). */
  review: (Omit<PublicReview, "board" | "author"> & { status: ReviewStatus; updatedAt: string }) | null;
  /** Until when it can be written again (ISO); null before the first writing. */
  editableUntil: string | null;
  /** False once the 30 days have passed: the page then shows it and says why it cannot change. */
  canEdit: boolean;
};

/** GET /api/admin/reviews: one review with what the owner moderates it by. */
export type AdminReview = {
  id: string;
  orderId: number;
  line: number;
  board: { name: string; slug: string | null };
  customerName: string;
  customerEmail: string;
  rating: number;
  title: string;
  text: string;
  photos: string[];
  status: ReviewStatus;
  reply: ReviewReply | null;
  createdAt: string;
  updatedAt: string;
  /** Changes whenever its buyer rewrites it: sent back with a moderation. */
  version: string;
};

/** "Robin Reed" → "Robin R.": how a buyer is named under a public review. */
export function reviewAuthor(customerName: string): string {
  const [first = "", ...rest] = customerName.trim().split(/\s+/);
  const last = rest.at(-1);
  if (!first) return "A customer";
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}
