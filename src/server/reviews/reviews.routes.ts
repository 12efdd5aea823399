import { Router, type RequestHandler } from "express";
import { adminReviewsApi } from "@shared/api/admin-reviews";
import { reviewsApi } from "@shared/api/reviews";
import { uuidIdSchema } from "@shared/fields";
import { CONTENT_UPLOAD_TYPES } from "@shared/gallery";
import {
  adminReviewsQuerySchema,
  REVIEW_PHOTO_FOLDER,
  reviewInputSchema,
  reviewModerationSchema,
  reviewPageQuerySchema,
} from "@shared/reviews";
import { requireAdmin } from "../http/auth";
import { bodyOf, queryOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { ReviewsService } from "./reviews.service";

/** Reviews (decision 058): the public reads, the writing by an order line's token, and the owner's moderation. */
export function reviewsRoutes(reviews: ReviewsService, storage: Storage, options: { limit: RequestHandler }): Router {
  const router = Router();
  const token = (raw: unknown) => (typeof raw === "string" ? raw : "");

  route(router, reviewsApi.shop, async (req, res) => {
    const { page } = queryOf(req, reviewPageQuerySchema);
    res.set("Cache-Control", "no-cache").json(await reviews.shopPage(page));
  });
  route(router, reviewsApi.board, async (req, res) => {
    const productId = parseId(uuidIdSchema, req.params.productId, "Board");
    const { page } = queryOf(req, reviewPageQuerySchema);
    res.set("Cache-Control", "no-cache").json(await reviews.boardPage(productId, page));
  });

  // The token is the key: the answers are never cached on the way.
  route(router, reviewsApi.draft, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await reviews.draft(token(req.params.token)));
  });
  route(router, reviewsApi.write, options.limit, async (req, res) => {
    const input = bodyOf(req, reviewInputSchema);
    const { created, draft } = await reviews.write(token(req.params.token), input);
    res
      .status(created ? 201 : 200)
      .set("Cache-Control", "no-store")
      .json(draft);
  });
  // A review's photos: only a line's token may store one, with the same checks and WebP copies as every image.
  route(
    router,
    reviewsApi.uploadPhoto,
    options.limit,
    async (req, _res, next) => {
      await reviews.mayAddPhoto(token(req.params.token));
      next();
    },
    singleFile("image"),
    async (req, res) => {
      const imageUrl = await storeImage(storage, req.file, {
        folder: REVIEW_PHOTO_FOLDER,
        allowedMimes: CONTENT_UPLOAD_TYPES,
        allowedLabel: "JPEG, PNG, GIF, WebP, AVIF and TIFF",
      });
      res.status(201).json({ imageUrl });
    },
  );

  route(router, adminReviewsApi.list, requireAdmin, async (req, res) => {
    const { status } = queryOf(req, adminReviewsQuerySchema);
    res.set("Cache-Control", "no-store").json(await reviews.adminList(status));
  });
  route(router, adminReviewsApi.moderate, requireAdmin, async (req, res) => {
    const id = parseId(uuidIdSchema, req.params.id, "Review");
    res.json(await reviews.moderate(id, bodyOf(req, reviewModerationSchema)));
  });

  return router;
}
