import { Router } from "express";
import {
  customerExportQuerySchema,
  customOrderExportQuerySchema,
  inquiryExportQuerySchema,
  orderExportQuerySchema,
} from "@shared/exports";
import { requireAdmin } from "../http/auth";
import { parse } from "../http/errors";
import type { ExportsService } from "./exports.service";
import { sendCsv } from "./send-csv";

/** The admin's CSV exports (decision 029); each takes its list's filters, parsed by the shared schema. */
export function exportsRoutes(exports: ExportsService): Router {
  const router = Router();

  router.get("/api/admin/exports/orders.csv", requireAdmin, async (req, res) => {
    await sendCsv(res, exports.orders(parse(orderExportQuerySchema, req.query)));
  });
  router.get("/api/admin/exports/customers.csv", requireAdmin, async (req, res) => {
    await sendCsv(res, exports.customers(parse(customerExportQuerySchema, req.query)));
  });
  router.get("/api/admin/exports/newsletter-subscribers.csv", requireAdmin, async (req, res) => {
    await sendCsv(res, exports.newsletterSubscribers(parse(inquiryExportQuerySchema, req.query)));
  });
  router.get("/api/admin/exports/general-inquiries.csv", requireAdmin, async (req, res) => {
    await sendCsv(res, exports.generalInquiries(parse(inquiryExportQuerySchema, req.query)));
  });
  router.get("/api/admin/exports/custom-orders.csv", requireAdmin, async (req, res) => {
    await sendCsv(res, exports.customOrders(parse(customOrderExportQuerySchema, req.query)));
  });

  return router;
}
