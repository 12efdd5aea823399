import { Router } from "express";
import { serialIdSchema, uuidIdSchema } from "@shared/fields";
import { cancellationRequestSchema, refundRequestSchema } from "@shared/refunds";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import type { CommissionRefundsService } from "./commission-refunds.service";
import type { RefundsService } from "./refunds.service";

/** Refunds and cancellation requests of shop orders, and refunds of commission parts (decision 045). */
export function refundsRoutes(refunds: RefundsService, commissionRefunds: CommissionRefundsService): Router {
  const router = Router();
  const orderId = (raw: unknown) => parseId(serialIdSchema, raw, "Order");

  router.post("/api/admin/orders/:id/refunds", requireAdmin, async (req, res) => {
    const input = parse(refundRequestSchema, req.body);
    res.status(201).json(await refunds.refundOrder(orderId(req.params.id), input, req.user!.id));
  });
  router.post("/api/admin/orders/:id/cancellation/approve", requireAdmin, async (req, res) => {
    res.json(await refunds.approveCancellation(orderId(req.params.id), req.user!.id));
  });
  router.post("/api/admin/orders/:id/cancellation/decline", requireAdmin, async (req, res) => {
    res.json(await refunds.declineCancellation(orderId(req.params.id)));
  });
  router.post("/api/admin/custom-orders/:id/payments/:paymentId/refunds", requireAdmin, async (req, res) => {
    const customOrderId = parseId(uuidIdSchema, req.params.id, "Custom order");
    const paymentId = parseId(uuidIdSchema, req.params.paymentId, "Payment");
    const input = parse(refundRequestSchema, req.body);
    res.status(201).json(await commissionRefunds.refundPart(customOrderId, paymentId, input, req.user!.id));
  });
  // The customer, from the order's own page: the page's token is the key (decision 039).
  router.post("/api/orders/:token/cancellation", async (req, res) => {
    const input = parse(cancellationRequestSchema, req.body ?? {});
    const token = typeof req.params.token === "string" ? req.params.token : "";
    res.set("Cache-Control", "no-store").json(await refunds.requestCancellation(token, input));
  });
  return router;
}
