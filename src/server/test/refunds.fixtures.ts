import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import Stripe from "stripe";
import type { AdminOrder } from "@shared/orders";
import { WEBHOOK_SECRET, type StripeShop } from "./stripe.fixtures";
import { bodyOf } from "./harness";

const signer = new Stripe("sk_test_signer");

/** A card order paid through the stand-in and confirmed by the webhook: its id, intent and page token. */
export async function paidCardOrder(shop: StripeShop, productId: string, quantity = 1, email = "sam@example.com") {
  const placed = await shop.order(productId, quantity, email);
  shop.stripe.pay(placed.intentId);
  await shop.webhook("payment_intent.succeeded", placed.intentId).expect(200);
  return { ...placed, pageToken: `${placed.orderId}-${placed.orderToken}` };
}

/**
 * Delivers `charge.refunded` for the intent's charge, signed with the SDK's helper, listing the
 * stand-in's refunds of it (as API versions before 2022-11-15 did), or none (`listed: false`, as
 * later versions do: the shop then asks Stripe for them).
 */
export function chargeRefunded(
  shop: StripeShop,
  paymentIntentId: string,
  options: { id?: string; listed?: boolean } = {},
) {
  const refunds = shop.stripe.refunds.filter((r) => r.payment_intent === paymentIntentId);
  const intent = shop.stripe.intents.get(paymentIntentId);
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "charge.refunded",
    data: {
      object: {
        id: `ch_${paymentIntentId.slice(3)}`,
        object: "charge",
        amount: intent?.amount ?? 0,
        amount_refunded: refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0),
        payment_intent: paymentIntentId,
        refunded: true,
        ...(options.listed === false
          ? {}
          : { refunds: { object: "list", data: [...refunds].reverse(), has_more: false, url: "/v1/refunds" } }),
      },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return request(shop.t.app)
    .post("/api/stripe/webhook")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}

/** The admin's view of one order, as the orders list answers it. */
export async function adminOrderOf(admin: TestAgent, orderId: number): Promise<AdminOrder> {
  const list = bodyOf<AdminOrder[]>(
    await admin
      .get("/api/admin/orders")
      .query({ q: `#${orderId}` })
      .expect(200),
  );
  const order = list.find((o) => o.id === orderId);
  if (!order) throw new Error(`order #${orderId} not in the admin's list`);
  return order;
}
