import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import {
  customerExportQuerySchema,
  customOrderExportQuerySchema,
  inquiryExportQuerySchema,
  orderExportQuerySchema,
} from "@shared/exports";
import { requireAdmin } from "../http/auth";
import { queryOf, route } from "../http/call-route";
import type { ExportsService } from "./exports.service";
import { sendCsv } from "./send-csv";

/** The admin's CSV exports (decision 029); each takes its list's filters, parsed by the shared schema. */
export function exportsRoutes(exports: ExportsService): Router {
  const router = Router();

  route(router, adminApi.exportOrders, requireAdmin, async (req, res) => {
    await sendCsv(res, exports.orders(queryOf(req, orderExportQuerySchema)));
  });
  route(router, adminApi.exportCustomers, requireAdmin, async (req, res) => {
    await sendCsv(res, exports.customers(queryOf(req, customerExportQuerySchema)));
  });
  route(router, adminApi.exportNewsletterSubscribers, requireAdmin, async (req, res) => {
    await sendCsv(res, exports.newsletterSubscribers(queryOf(req, inquiryExportQuerySchema)));
  });
  route(router, adminApi.exportGeneralInquiries, requireAdmin, async (req, res) => {
    await sendCsv(res, exports.generalInquiries(queryOf(req, inquiryExportQuerySchema)));
  });
  route(router, adminApi.exportCustomOrders, requireAdmin, async (req, res) => {
    await sendCsv(res, exports.customOrders(queryOf(req, customOrderExportQuerySchema)));
  });

  return router;
}
