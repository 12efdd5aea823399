import { Router } from "express";
import { refundsApi } from "@shared/api/refunds";
import { serialIdSchema, uuidIdSchema } from "@shared/fields";
import { cancellationRequestSchema, refundRequestSchema } from "@shared/refunds";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { CommissionRefundsService } from "./commission-refunds.service";
import type { RefundsService } from "./refunds.service";

/** Refunds and cancellation requests of shop orders, and refunds of commission parts (decision 045). */
export function refundsRoutes(refunds: RefundsService, commissionRefunds: CommissionRefundsService): Router {
  const router = Router();
  const orderId = (raw: unknown) => parseId(serialIdSchema, raw, "Order");

  route(router, refundsApi.refundOrder, requireAdmin, async (req, res) => {
    const input = bodyOf(req, refundRequestSchema);
    res.status(201).json(await refunds.refundOrder(orderId(req.params.id), input, req.user!.id));
  });
  route(router, refundsApi.approveCancellation, requireAdmin, async (req, res) => {
    res.json(await refunds.approveCancellation(orderId(req.params.id), req.user!.id));
  });
  route(router, refundsApi.declineCancellation, requireAdmin, async (req, res) => {
    res.json(await refunds.declineCancellation(orderId(req.params.id)));
  });
  route(router, refundsApi.refundCommissionPart, requireAdmin, async (req, res) => {
    const customOrderId = parseId(uuidIdSchema, req.params.id, "Custom order");
    const paymentId = parseId(uuidIdSchema, req.params.paymentId, "Payment");
    const input = bodyOf(req, refundRequestSchema);
    res.status(201).json(await commissionRefunds.refundPart(customOrderId, paymentId, input, req.user!.id));
  });
  // The customer, from the order's own page: the page's token is the key (decision 039).
  route(router, refundsApi.requestCancellation, async (req, res) => {
    const input = bodyOf(req, cancellationRequestSchema);
    const token = typeof req.params.token === "string" ? req.params.token : "";
    res.set("Cache-Control", "no-store").json(await refunds.requestCancellation(token, input));
  });
  return router;
}
