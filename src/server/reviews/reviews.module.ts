import type { RequestHandler } from "express";
import type { Storage } from "../infra/storage";
import { reviewsService, type ReviewsDeps } from "./reviews.service";
import { reviewsRoutes } from "./reviews.routes";

/** Verified-buyer reviews (decision 058). */
export function reviewsModule(deps: ReviewsDeps & { storage: Storage; limit: RequestHandler }) {
  const service = reviewsService(deps);
  return { service, routes: reviewsRoutes(service, deps.storage, { limit: deps.limit }) };
}
