import { Router } from "express";
import { ordersApi } from "@shared/api/orders";
import { packingSlipsQuerySchema } from "@shared/bulk";
import { serialIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { queryOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { sendPdf } from "../http/send-pdf";
import type { OrderPageService } from "./order-page.service";

/**
 * An order's own page and its documents (decision 039): the customer's by the page's token (the
 * link is the key, so nothing is cached on the way), the owner's by the order id.
 */
export function orderPageRoutes(pages: OrderPageService): Router {
  const router = Router();
  const token = (raw: unknown) => (typeof raw === "string" ? raw : "");
  const orderId = (raw: unknown) => parseId(serialIdSchema, raw, "Order");

  route(router, ordersApi.page, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await pages.view(token(req.params.token)));
  });
  for (const [kind, byToken, byId] of [
    ["invoice", ordersApi.invoiceByToken, ordersApi.invoice],
    ["receipt", ordersApi.receiptByToken, ordersApi.receipt],
  ] as const) {
    route(router, byToken, async (req, res) => {
      sendPdf(res, await pages.documentByToken(token(req.params.token), kind));
    });
    route(router, byId, requireAdmin, async (req, res) => {
      sendPdf(res, await pages.document(orderId(req.params.id), kind));
    });
  }
  route(router, ordersApi.packingSlip, requireAdmin, async (req, res) => {
    sendPdf(res, await pages.packingSlips([orderId(req.params.id)]));
  });
  route(router, ordersApi.packingSlips, requireAdmin, async (req, res) => {
    sendPdf(res, await pages.packingSlips(queryOf(req, packingSlipsQuerySchema).ids));
  });
  route(router, ordersApi.sendInvoice, requireAdmin, async (req, res) => {
    res.json(await pages.sendInvoice(orderId(req.params.id)));
  });
  return router;
}
