import { createHash } from "node:crypto";
import type { z } from "zod";
import { isReviewable, parseOrderItems } from "@shared/orders";
import type { Product } from "@shared/product";
import {
  REVIEW_EDIT_DAYS,
  REVIEWS_PER_PAGE,
  reviewAuthor,
  type AdminReview,
  type PublicReview,
  type ReviewDraft,
  type reviewInputSchema,
  type reviewModerationSchema,
  type ReviewsPage,
  type ReviewStatus,
} from "@shared/reviews";
import { Conflict, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { CatalogRepo } from "../catalog/catalog.repo";
import type { OrdersRepo, OrderRow } from "../orders/orders.repo";
import type { UploadsService } from "../uploads/uploads.service";
import type { ReviewLinks } from "./review-links";
import type { ReviewRow, ReviewsRepo } from "./reviews.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_DELIVERED = "You can review this board once your order has been delivered";
export const EDIT_CLOSED = `This review can no longer be changed: a review can be edited for ${REVIEW_EDIT_DAYS} days after it is first written`;
const BAD_LINK = "This review link is not valid";

export type ReviewsDeps = {
  repo: ReviewsRepo;
  orders: Pick<OrdersRepo, "findById" | "findMany">;
  catalog: Pick<CatalogRepo, "findById">;
  /** The boards in the shop (the kept catalogue): a review links its board's page while it is there. */
  activeBoards: () => Promise<Product[]>;
  uploads: Pick<UploadsService, "releaseIfUnreferenced">;
  links: ReviewLinks;
  /** Approved reviews are on the board's, the home and /reviews pages: every instance redraws them. */
  changes: ChangeNotifier;
};

const editableUntil = (row: ReviewRow) => new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
const replyOf = (row: ReviewRow) =>
  row.reply ? { text: row.reply, at: (row.repliedAt ?? row.updatedAt).toISOString() } : null;

export function reviewsService(deps: ReviewsDeps) {
  const { repo, orders, links } = deps;

  /** The order line a token opens, reviewable; the refusal says why not. */
  async function lineOf(token: string) {
    const at = links.lineOf(token);
    const order = at ? await orders.findById(at.orderId) : undefined;
    const item = at && order ? parseOrderItems(order.items)?.[at.line] : undefined;
    if (!at || !order || !item) throw new NotFound(BAD_LINK);
    if (!isReviewable(order)) throw new Conflict(NOT_DELIVERED);
    return { order, item, line: at.line };
  }

  async function slugs(): Promise<Map<string, string>> {
    return new Map((await deps.activeBoards()).map((board) => [board.id, board.slug]));
  }

  function publicReview(row: ReviewRow, slugOf: Map<string, string>): PublicReview {
    return {
      id: row.id,
      rating: row.rating,
      title: row.title,
      text: row.body,
      photos: row.photos,
      author: row.authorName,
      createdAt: row.createdAt.toISOString(),
      reply: replyOf(row),
      board: { name: row.boardName, slug: (row.productId && slugOf.get(row.productId)) ?? null },
    };
  }

  async function page(productId: string | undefined, pageNumber: number): Promise<ReviewsPage> {
    const summary = await repo.summary(productId);
    const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE));
    const current = Math.min(pageNumber, pages);
    const [rows, slugOf] = await Promise.all([
      repo.page(productId, (current - 1) * REVIEWS_PER_PAGE, REVIEWS_PER_PAGE),
      slugs(),
    ]);
    return {
      count: summary.count,
      average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
      reviews: rows.map((row) => publicReview(row, slugOf)),
      page: current,
      pages,
    };
  }

  async function draftOf(token: string, now = new Date()): Promise<ReviewDraft> {
    const { order, item, line } = await lineOf(token);
    const [row, board, slugOf] = await Promise.all([
      repo.ofLine(order.id, line),
      item.productId ? deps.catalog.findById(item.productId) : undefined,
      slugs(),
    ]);
    return {
      orderId: order.id,
      board: {
        name: item.productName,
        slug: (item.productId && slugOf.get(item.productId)) ?? null,
        imageUrl: board?.imageUrl ?? null,
      },
      customerName: order.customerName,
      review: row
        ? {
            id: row.id,
            rating: row.rating,
            title: row.title,
            text: row.body,
            photos: row.photos,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
            reply: replyOf(row),
            status: row.status,
          }
        : null,
      editableUntil: row ? editableUntil(row).toISOString() : null,
      canEdit: !row || now < editableUntil(row),
    };
  }

  function adminReview(row: ReviewRow, order: OrderRow | undefined, slugOf: Map<string, string>): AdminReview {
    return {
      id: row.id,
      orderId: row.orderId,
      line: row.line,
      board: { name: row.boardName, slug: (row.productId && slugOf.get(row.productId)) ?? null },
      customerName: order?.customerName ?? row.authorName,
      customerEmail: order?.customerEmail ?? "",
      rating: row.rating,
      title: row.title,
      text: row.body,
      photos: row.photos,
      status: row.status,
      reply: replyOf(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: versionOf(row),
    };
  }

  return {
    draft: (token: string) => draftOf(token),

    /** Checks a token before a photo of its review is stored: the line is reviewable and still open. */
    async mayAddPhoto(token: string, now = new Date()): Promise<void> {
      const { order, line } = await lineOf(token);
      const row = await repo.ofLine(order.id, line);
      if (row && now >= editableUntil(row)) throw new Conflict(EDIT_CLOSED);
    },

    /**
     * Writes the line's review: the first time it waits for the owner; again within 30 days of the
     * first writing it replaces it and waits again; after that it is refused.
     */
    async write(
      token: string,
      input: z.output<typeof reviewInputSchema>,
      now = new Date(),
    ): Promise<{ created: boolean; draft: ReviewDraft }> {
      const { order, item, line } = await lineOf(token);
      const photos = [...new Set(input.photos)];
      const written = { rating: input.rating, title: input.title, body: input.text, photos };
      const outcome = await repo.transaction(async (tx) => {
        const inserted = await repo.insert(
          {
            ...written,
            orderId: order.id,
            line,
            productId: item.productId,
            boardName: item.productName,
            authorName: reviewAuthor(order.customerName),
          },
          tx,
        );
        if (inserted) return { created: true, before: null };
        const before = (await repo.lockLine(order.id, line, tx))!;
        if (now >= editableUntil(before)) throw new Conflict(EDIT_CLOSED);
        await repo.replace(before.id, written, tx);
        return { created: false, before };
      });
      if (outcome.before) {
        // The photos the new writing dropped go, with their copies, unless another record shows them.
        for (const url of outcome.before.photos.filter((url) => !photos.includes(url))) {
          await deps.uploads.releaseIfUnreferenced(url);
        }
        if (outcome.before.status === "approved") await deps.changes.notify("reviews");
      }
      return { created: outcome.created, draft: await draftOf(token, now) };
    },

    boardPage: (productId: string, pageNumber: number) => page(productId, pageNumber),
    shopPage: (pageNumber: number) => page(undefined, pageNumber),

    async adminList(status?: ReviewStatus): Promise<AdminReview[]> {
      const rows = await repo.list(status);
      const [found, slugOf] = await Promise.all([orders.findMany([...new Set(rows.map((r) => r.orderId))]), slugs()]);
      const byId = new Map(found.map((order) => [order.id, order]));
      return rows.map((row) => adminReview(row, byId.get(row.orderId), slugOf));
    },

    /** The owner approves, hides or answers a review in public (a blank reply removes it). */
    async moderate(
      id: string,
      change: z.output<typeof reviewModerationSchema>,
      now = new Date(),
    ): Promise<AdminReview> {
      const reply =
        change.reply === undefined
          ? {}
          : change.reply
            ? { reply: change.reply, repliedAt: now }
            : { reply: null, repliedAt: null };
      const row = await repo.transaction(async (tx) => {
        const current = await repo.findById(id, tx, { lock: true });
        if (!current) throw new NotFound("Review not found");
        if (change.version !== undefined && change.version !== versionOf(current)) throw new Conflict(REWRITTEN);
        return repo.moderate(id, { ...(change.status ? { status: change.status } : {}), ...reply }, tx);
      });
      if (!row) throw new NotFound("Review not found");
      await deps.changes.notify("reviews");
      const [order, slugOf] = await Promise.all([orders.findById(row.orderId), slugs()]);
      return adminReview(row, order, slugOf);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;

/** Said when the buyer rewrote a review after the owner read it. */
export const REWRITTEN = "Its author has changed this review since you opened it. Read it again, then decide.";

/** What the buyer wrote, hashed: the version the owner moderates (issue 39). */
function versionOf(row: Pick<ReviewRow, "rating" | "title" | "body" | "photos">): string {
  return createHash("sha256")
    .update(JSON.stringify([row.rating, row.title, row.body, row.photos]))
    .digest("base64url")
    .slice(0, 22);
}
