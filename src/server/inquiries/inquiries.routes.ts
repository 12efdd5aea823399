import { Router, type RequestHandler } from "express";
import { customOrderListQuerySchema, inquiryListQuerySchema } from "@shared/admin-lists";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { inquiriesApi } from "@shared/api/inquiries";
import { customOrderBulkSchema, inquiryBulkSchema } from "@shared/bulk";
import { uuidIdSchema } from "@shared/fields";
import {
  contactInquirySchema,
  customOrderStatusSchema,
  customOrderUpdateSchema,
  MAX_ATTACHMENT_BYTES,
} from "@shared/inquiries";
import { requireAdmin } from "../http/auth";
import { bodyOf, queryOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import { singleFile } from "../http/upload";
import type { InquiriesService } from "./inquiries.service";

/** POST /api/contact and the admin's custom-order, inquiry and newsletter calls (SPEC §7). */
export function inquiriesRoutes(inquiries: InquiriesService, options: { limit: RequestHandler }): Router {
  const router = Router();
  const customOrderId = (raw: unknown) => parseId(uuidIdSchema, raw, "Custom order");

  route(router, inquiriesApi.contact, options.limit, async (req, res) => {
    res.status(201).json(await inquiries.receive(bodyOf(req, contactInquirySchema)));
  });

  const lists = [
    [adminInquiriesApi.customOrders, "custom_order", false, customOrderListQuerySchema],
    [adminInquiriesApi.archivedCustomOrders, "custom_order", true, customOrderListQuerySchema],
    [adminInquiriesApi.generalInquiries, "general", false, inquiryListQuerySchema],
    [adminInquiriesApi.newsletterSubscriptions, "newsletter", false, inquiryListQuerySchema],
  ] as const;
  for (const [call, type, archived, schema] of lists) {
    route(router, call, requireAdmin, async (req, res) => {
      const query = queryOf(req, schema);
      sendPage(req, res, query, await inquiries.page(type, archived, query));
    });
  }

  route(router, adminInquiriesApi.customOrdersBulk, requireAdmin, async (req, res) => {
    res.json(await inquiries.bulk("custom_order", bodyOf(req, customOrderBulkSchema)));
  });

  route(router, adminInquiriesApi.inquiriesBulk, requireAdmin, async (req, res) => {
    res.json(await inquiries.bulk("general", bodyOf(req, inquiryBulkSchema)));
  });

  route(router, adminInquiriesApi.setCustomOrderStatus, requireAdmin, async (req, res) => {
    const { status } = bodyOf(req, customOrderStatusSchema);
    res.json(await inquiries.setStatus(customOrderId(req.params.id), status));
  });

  route(router, adminInquiriesApi.archiveCustomOrder, requireAdmin, async (req, res) => {
    res.json(await inquiries.archive(customOrderId(req.params.id), "custom_order"));
  });

  route(router, adminInquiriesApi.updateCustomOrder, requireAdmin, async (req, res) => {
    const changes = bodyOf(req, customOrderUpdateSchema);
    res.json(await inquiries.update(customOrderId(req.params.id), changes));
  });

  route(
    router,
    adminInquiriesApi.uploadCustomOrderFile,
    requireAdmin,
    singleFile("file", MAX_ATTACHMENT_BYTES),
    async (req, res) => {
      res.json(await inquiries.attach(customOrderId(req.params.id), req.file));
    },
  );

  route(router, adminInquiriesApi.archiveInquiry, requireAdmin, async (req, res) => {
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
