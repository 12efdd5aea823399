import express, { Router, type RequestHandler } from "express";
import { checkoutApi } from "@shared/api/checkout";
import { discountsApi } from "@shared/api/discounts";
import { discountCheckSchema } from "@shared/discount-schema";
import { createPaymentIntentSchema, orderPaymentStatusQuerySchema } from "@shared/checkout";
import { serialIdSchema } from "@shared/fields";
import { bodyOf, queryOf, route } from "../http/call-route";
import { HttpError, parseId } from "../http/errors";
import type { Payments, WebhookEvent } from "../infra/payments";
import type { EventOutcome } from "../payments/event-outcome";
import type { CheckoutService } from "./checkout.service";

export function checkoutRoutes(
  checkout: CheckoutService,
  payments: Payments,
  options: { oidcEnabled?: boolean; limit?: RequestHandler; discountLimit?: RequestHandler } = {},
): Router {
  const router = Router();

  route(router, checkoutApi.config, (_req, res) => {
    res.set("Cache-Control", "no-cache").json({
      stripePublishableKey: payments.publishableKey,
      oidcEnabled: options.oidcEnabled ?? false,
    });
  });

  // Per IP: every order holds boards and sends emails (decision 012).
  const limit: RequestHandler = options.limit ?? ((_req, _res, next) => next());
  route(router, checkoutApi.createPaymentIntent, limit, async (req, res) => {
    const answer = await checkout.placeOrder(bodyOf(req, createPaymentIntentSchema), req.user);
    res.status(201).json(answer);
  });

  // Per IP, like the other public writes: it tells whether a code exists (decision 059).
  const discountLimit: RequestHandler = options.discountLimit ?? ((_req, _res, next) => next());
  route(router, discountsApi.check, discountLimit, async (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json(await checkout.checkDiscount(bodyOf(req, discountCheckSchema), req.user?.email));
  });

  route(router, checkoutApi.paymentStatus, async (req, res) => {
    const { token } = queryOf(req, orderPaymentStatusQuerySchema);
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
  route(router, checkoutApi.stripeWebhook, express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    if (payments.mode !== "stripe") throw new HttpError(404, "Card payments are not configured");
    // express.raw left the bytes as they came: the entry names no schema, since the signature is
    // checked over exactly these bytes and only then are they read as an event.
    const raw = req.body as unknown as Buffer;
    let event;
    try {
      event = payments.parseWebhook(raw, req.get("stripe-signature"));
    } catch {
      throw new HttpError(400, "Invalid webhook signature");
    }
    const outcome = await handle(event);
    res.json({ received: true, outcome });
  });
  return router;
}
