import express, { Router, type RequestHandler } from "express";
import { createPaymentIntentSchema, type PublicConfig } from "@shared/checkout";
import { serialIdSchema } from "@shared/fields";
import { HttpError, parse, parseId } from "../http/errors";
import type { Payments, WebhookEvent } from "../infra/payments";
import type { EventOutcome } from "../payments/event-outcome";
import type { CheckoutService } from "./checkout.service";

export function checkoutRoutes(
  checkout: CheckoutService,
  payments: Payments,
  options: { oidcEnabled?: boolean; limit?: RequestHandler } = {},
): Router {
  const router = Router();

  router.get("/api/config", (_req, res) => {
    const config: PublicConfig = {
      stripePublishableKey: payments.publishableKey,
      oidcEnabled: options.oidcEnabled ?? false,
    };
    res.set("Cache-Control", "no-cache").json(config);
  });

  // Per IP: every order holds boards and sends emails (decision 012).
  const limit: RequestHandler = options.limit ?? ((_req, _res, next) => next());
  router.post("/api/create-payment-intent", limit, async (req, res) => {
    const answer = await checkout.placeOrder(parse(createPaymentIntentSchema, req.body), req.user);
    res.status(201).json(answer);
  });

  router.get("/api/orders/:id/payment-status", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res
      .set("Cache-Control", "no-store")
      .json(await checkout.paymentState(parseId(serialIdSchema, req.params.id, "Order"), token));
  });

  return router;
}

/**
 * Stripe signs the exact bytes it sent, so this route reads the raw body (mounted before
 * express.json). `handle` takes each verified event to the shop orders, the commissions or the refunds.
 */
export function stripeWebhookRoute(handle: (event: WebhookEvent) => Promise<EventOutcome>, payments: Payments): Router {
  const router = Router();
  router.post("/api/stripe/webhook", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    if (payments.mode !== "stripe") throw new HttpError(404, "Card payments are not configured");
    let event;
    try {
      event = payments.parseWebhook(req.body as Buffer, req.get("stripe-signature"));
    } catch {
      throw new HttpError(400, "Invalid webhook signature");
    }
    const outcome = await handle(event);
    res.json({ received: true, outcome });
  });
  return router;
}
