import type { RequestHandler } from "express";
import { inquiriesService, type InquiriesDeps } from "./inquiries.service";
import { attachmentDownloadRoutes, inquiriesRoutes } from "./inquiries.routes";

/**
 * Contact messages, custom orders and the newsletter. `attachmentRoutes` serves a custom order's
 * private attachments to admins only, so it is mounted behind the session (decision 010).
 */
export function inquiriesModule(deps: InquiriesDeps & { limit: RequestHandler }) {
  const { limit, ...serviceDeps } = deps;
  const service = inquiriesService(serviceDeps);
  return { service, routes: inquiriesRoutes(service, { limit }), attachmentRoutes: attachmentDownloadRoutes(service) };
}
