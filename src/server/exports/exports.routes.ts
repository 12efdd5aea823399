import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import {
  customerExportQuerySchema,
  customOrderExportQuerySchema,
  inquiryExportQuerySchema,
  orderExportQuerySchema,
} from "@shared/exports";
import { requireAdmin } from "../http/auth";
import { parse } from "../http/errors";
import { csvLines } from "./csv";
import type { CsvExport, ExportsService } from "./exports.service";

/**
 * Streams an export: the headers, then each line as its batch arrives, with backpressure. A failure
 * once the file has begun cannot become an error answer any more: the connection is cut, so the
 * download fails instead of ending as a file that looks whole.
 */
async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${csv.filename}"`,
    // Customers' names and addresses: kept by no cache, the browser's included.
    "Cache-Control": "no-store",
  });
  try {
    await pipeline(Readable.from(csvLines(csv.header, csv.rows)), res);
  } catch (err) {
    // The browser going away mid-download is no error of the shop's.
    if (res.destroyed && !res.writableFinished && (err as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE")
      return;
    throw err;
  }
}

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
