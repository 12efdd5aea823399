import request from "supertest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { orders, products } from "../db/schema";
import { stripePayments } from "../infra/payments";
import { bodyOf, createTestApp } from "./harness";
import { startStripeStandIn } from "./stripe-stand-in";
import { checkoutPayload } from "./checkout.fixtures";
import type { EventOutcome } from "../payments/event-outcome";

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_stand_in";
const signer = new Stripe("sk_test_signer");

/** What POST /api/stripe/webhook answers for an event it took. */
export type WebhookAnswer = { received: true; outcome: EventOutcome };

/** A shop in Stripe mode against the local stand-in, with the steps card tests take. */
export async function startStripeShop(options: { env?: Record<string, string> } = {}) {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({
    env: options.env,
    payments: stripePayments({
      secretKey: "sk_test_local",
      publishableKey: "pk_test_local",
      webhookSecret: WEBHOOK_SECRET,
      api: stripe.api,
    }),
  });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

  return {
    t,
    stripe,
    orderRow,
    productRow,
    /** A board at $64.25; stock null = made to order. */
    async board(stock: number | null = null): Promise<{ id: string; name: string }> {
      const admin = await t.asAdmin();
      return bodyOf<Product>(
        await admin
          .post("/api/products")
          .send(productPayload({ name: `Board ${Math.random()}`, price: "64.25", stock }))
          .expect(201),
      );
    },
    /** A checkout of `quantity` of the board; answers the order and its intent id. */
    async order(productId: string, quantity = 1, email = "sam@example.com") {
      const res = await request(t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: (64.25 * quantity).toFixed(2),
            customerInfo: { name: "Sam Shopper", email, phone: "", address: "1 Main St\nPortland, OR 97201" },
            items: [{ productId, productName: "x", quantity, price: "64.25" }],
          }),
        )
        .expect(201);
      const placed = res.body as { clientSecret: string; orderId: number; orderToken: string };
      return { ...placed, intentId: (await orderRow(placed.orderId)).stripePaymentIntentId! };
    },
    /**
     * Delivers a webhook event signed with the SDK's own helper. The intent is sent as Stripe sends
     * it, metadata included (the stand-in's copy when it knows the id).
     */
    webhook(type: string, paymentIntentId: string, options: { id?: string; metadata?: Record<string, string> } = {}) {
      const payload = stripe.event(type, paymentIntentId, options);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return request(t.app)
        .post("/api/stripe/webhook")
        .set("Content-Type", "application/json")
        .set("Stripe-Signature", signature)
        .send(payload);
    },
    /** A forged signature: the same payload signed with someone else's secret. */
    forgedSignature: (payload: string) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" }),
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
export type StripeShop = Awaited<ReturnType<typeof startStripeShop>>;
