import { Router, type RequestHandler } from "express";
import { customOrderListQuerySchema, inquiryListQuerySchema } from "@shared/admin-lists";
import { customOrderBulkSchema, inquiryBulkSchema } from "@shared/bulk";
import { uuidIdSchema } from "@shared/fields";
import {
  contactInquirySchema,
  customOrderStatusSchema,
  customOrderUpdateSchema,
  MAX_ATTACHMENT_BYTES,
} from "@shared/inquiries";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import { singleFile } from "../http/upload";
import type { InquiriesService } from "./inquiries.service";

/** POST /api/contact and the admin's custom-order, inquiry and newsletter calls (SPEC §7). */
export function inquiriesRoutes(inquiries: InquiriesService, options: { limit: RequestHandler }): Router {
  const router = Router();
  const customOrderId = (raw: unknown) => parseId(uuidIdSchema, raw, "Custom order");

  router.post("/api/contact", options.limit, async (req, res) => {
    res.status(201).json(await inquiries.receive(parse(contactInquirySchema, req.body)));
  });

  const lists = [
    ["/api/admin/custom-orders", "custom_order", false, customOrderListQuerySchema],
    ["/api/admin/archived-custom-orders", "custom_order", true, customOrderListQuerySchema],
    ["/api/admin/general-inquiries", "general", false, inquiryListQuerySchema],
    ["/api/admin/newsletter-subscriptions", "newsletter", false, inquiryListQuerySchema],
  ] as const;
  for (const [path, type, archived, schema] of lists) {
    router.get(path, requireAdmin, async (req, res) => {
      const query = parse(schema, req.query);
      sendPage(req, res, query, await inquiries.page(type, archived, query));
    });
  }

  router.post("/api/admin/custom-orders/bulk", requireAdmin, async (req, res) => {
    res.json(await inquiries.bulk("custom_order", parse(customOrderBulkSchema, req.body)));
  });

  router.post("/api/admin/inquiries/bulk", requireAdmin, async (req, res) => {
    res.json(await inquiries.bulk("general", parse(inquiryBulkSchema, req.body)));
  });

  router.patch("/api/admin/custom-orders/:id/status", requireAdmin, async (req, res) => {
    const { status } = parse(customOrderStatusSchema, req.body);
    res.json(await inquiries.setStatus(customOrderId(req.params.id), status));
  });

  router.patch("/api/admin/custom-orders/:id/archive", requireAdmin, async (req, res) => {
    res.json(await inquiries.archive(customOrderId(req.params.id), "custom_order"));
  });

  router.patch("/api/admin/custom-orders/:id", requireAdmin, async (req, res) => {
    const changes = parse(customOrderUpdateSchema, req.body ?? {});
    res.json(await inquiries.update(customOrderId(req.params.id), changes));
  });

  router.post(
    "/api/admin/custom-orders/:id/upload",
    requireAdmin,
    singleFile("file", MAX_ATTACHMENT_BYTES),
    async (req, res) => {
      res.json(await inquiries.attach(customOrderId(req.params.id), req.file));
    },
  );

  router.patch("/api/admin/inquiries/:id/archive", requireAdmin, async (req, res) => {
    res.json(await inquiries.archive(parseId(uuidIdSchema, req.params.id, "Inquiry")));
  });

  return router;
}

/**
 * Serves /uploads/attachments/* to admins only (customers' private drawings), always as a download.
 * Mount it with the session and loadUser in front, before the public /uploads route.
 */
export function attachmentDownloadRoutes(inquiries: InquiriesService): Router {
  const router = Router();
  router.get("/{*key}", requireAdmin, async (req, res) => {
    const { data, headers } = await inquiries.download(req.baseUrl + req.path);
    res.set(headers).send(data);
  });
  return router;
}
