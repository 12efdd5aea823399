import Stripe from "stripe";

export type PaymentEvent =
  | { id: string; type: "payment_intent.succeeded" | "payment_intent.payment_failed"; paymentIntentId: string; message: string | null }
  | { id: string; type: "other"; paymentIntentId: null; message: null };

/**
 * Card payments. `manual` records orders and takes payment by arrangement (no keys needed);
 * `stripe` creates PaymentIntents and reads Stripe's signed webhooks.
 */
export interface Payments {
  readonly mode: "manual" | "stripe";
  readonly publishableKey: string | null;
  /** Creates (or, for a retried request with the same key, returns) the intent for one order. */
  createIntent(order: { orderId: number; amountCents: number; email: string; idempotencyKey: string }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  cancelIntent(id: string): Promise<void>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export function manualPayments(): Payments {
  const unavailable = () => {
    throw new Error("card payments are not configured");
  };
  return {
    mode: "manual",
    publishableKey: null,
    createIntent: unavailable,
    cancelIntent: async () => {},
    parseWebhook: unavailable,
  };
}

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point it at a local stand-in. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

export function stripePayments(settings: StripeSettings): Payments {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    mode: "stripe",
    publishableKey: settings.publishableKey,
    async createIntent({ orderId, amountCents, email, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: "usd",
          automatic_payment_methods: { enabled: true },
          receipt_email: email,
          metadata: { orderId: String(orderId) },
          description: `Grain & Groove order #${orderId}`,
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe answered without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
        const intent = event.data.object as Stripe.PaymentIntent;
        return { id: event.id, type: event.type, paymentIntentId: intent.id, message: intent.last_payment_error?.message ?? null };
      }
      return { id: event.id, type: "other", paymentIntentId: null, message: null };
    },
  };
}
