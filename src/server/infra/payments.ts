import Stripe from "stripe";

export type PaymentEvent =
  | {
      id: string;
      type: "payment_intent.succeeded" | "payment_intent.payment_failed";
      paymentIntentId: string;
      /** The order the intent was created for (its metadata), so an order whose intent id was never stored is still found. */
      orderId: number | null;
      /** The commission payment the intent was created for (its metadata); null for a shop order's. */
      commissionPaymentId: string | null;
      message: string | null;
    }
  | { id: string; type: "other"; paymentIntentId: null; orderId: null; commissionPaymentId: null; message: null };

/** One refund of a card payment as Stripe reports it (decision 045). */
export type StripeRefund = {
  id: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  /** Our refund row's id, from the refund's metadata; null for one made in Stripe's dashboard. */
  refundId: string | null;
  paymentIntentId: string | null;
  failureReason: string | null;
};

/**
 * Stripe saying money went back on a card payment: `charge.refunded` (the charge's refunds, or
 * null when the event does not list them), `charge.refund.updated`, `refund.created`,
 * `refund.updated` or `refund.failed` (one refund).
 */
export type RefundEvent = {
  id: string;
  type: "refund";
  stripeType: string;
  paymentIntentId: string | null;
  refunds: StripeRefund[] | null;
};

/** Every verified webhook event: a payment's, or a refund's. */
export type WebhookEvent = PaymentEvent | RefundEvent;

/** What an intent is created for: a shop order, or one part payment of a commission (decision 037). */
type IntentPurpose = { orderId: number } | { commissionPaymentId: string; description: string };

/**
 * Card payments. `manual` records orders and takes payment by arrangement (no keys needed);
 * `stripe` creates PaymentIntents and reads Stripe's signed webhooks.
 */
export interface Payments {
  readonly mode: "manual" | "stripe";
  readonly publishableKey: string | null;
  /** Creates (or, for a retried request with the same key, returns) the intent for one order or commission payment. */
  createIntent(payment: IntentPurpose & { amountCents: number; email: string; idempotencyKey: string }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  /**
   * Makes sure the intent can no longer be paid. True once it is cancelled (now or before); false
   * when it has been paid or is being paid, so the boards it holds must stay held.
   */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Gives a succeeded intent's money back: `amountCents` of it, or all that is left; a retry with
   * the same key refunds nothing twice. `metadata` goes with the refund (our refund row's id).
   * Answers Stripe's refund id and status (null when the money had already all gone back).
   */
  refund(payment: {
    paymentIntentId: string;
    idempotencyKey: string;
    amountCents?: number;
    metadata?: Record<string, string>;
  }): Promise<{ id: string | null; status: StripeRefund["status"] }>;
  /** The refunds of a paid intent, for a `charge.refunded` event that does not list them. */
  listRefunds(paymentIntentId: string): Promise<StripeRefund[]>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

export function manualPayments(): Payments {
  const unavailable = () => {
    throw new Error("card payments are not configured");
  };
  return {
    mode: "manual",
    publishableKey: null,
    createIntent: unavailable,
    // Without keys there is no intent that could still be paid.
    cancelIntent: () => Promise.resolve(true),
    refund: unavailable,
    listRefunds: unavailable,
    parseWebhook: unavailable,
  };
}

type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point it at a local stand-in. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

/** STRIPE_API_URL as the SDK takes it: "http://127.0.0.1:12111" → its protocol, host and port. */
export function stripeApiOf(url: string): NonNullable<StripeSettings["api"]> {
  const { protocol, hostname, port } = new URL(url);
  const scheme = protocol === "http:" ? "http" : "https";
  return { protocol: scheme, host: hostname, port: Number(port) || (scheme === "http" ? 80 : 443) };
}

const isStripeError = (err: unknown, code: string) => err instanceof Stripe.errors.StripeError && err.code === code;

function orderIdOf(intent: Stripe.PaymentIntent): number | null {
  const id = Number(intent.metadata?.orderId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const commissionPaymentIdOf = (intent: Stripe.PaymentIntent): string | null =>
  intent.metadata?.commissionPaymentId || null;

const idOf = (field: string | { id: string } | null | undefined): string | null =>
  typeof field === "string" ? field : (field?.id ?? null);

/** Stripe's refund statuses as ours: requires_action is still pending, canceled gave nothing back. */
function refundStatus(status: string | null): StripeRefund["status"] {
  if (status === "succeeded") return "succeeded";
  return status === "failed" || status === "canceled" ? "failed" : "pending";
}

function stripeRefund(refund: Stripe.Refund): StripeRefund {
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refundStatus(refund.status),
    refundId: refund.metadata?.refundId || null,
    paymentIntentId: idOf(refund.payment_intent),
    failureReason: refund.failure_reason ?? null,
  };
}

const REFUND_EVENTS = new Set(["charge.refund.updated", "refund.created", "refund.updated", "refund.failed"]);

export function stripePayments(settings: StripeSettings): Payments {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    mode: "stripe",
    publishableKey: settings.publishableKey,
    async createIntent({ amountCents, email, idempotencyKey, ...purpose }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: "usd",
          automatic_payment_methods: { enabled: true },
          receipt_email: email,
          ...("orderId" in purpose
            ? {
                metadata: { orderId: String(purpose.orderId) },
                description: `Grain & Groove order #${purpose.orderId}`,
              }
            : {
                metadata: { commissionPaymentId: purpose.commissionPaymentId },
                description: `Grain & Groove ${purpose.description}`,
              }),
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe answered without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return true;
      } catch (err) {
        // Stripe refuses to cancel an intent that is already cancelled, paid or being paid; its status says which.
        if (!isStripeError(err, "payment_intent_unexpected_state")) throw err;
        return (await stripe.paymentIntents.retrieve(id)).status === "canceled";
      }
    },
    async refund({ paymentIntentId, idempotencyKey, amountCents, metadata }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amountCents ? { amount: amountCents } : {}), metadata },
          { idempotencyKey },
        );
        return { id: refund.id, status: refundStatus(refund.status) };
      } catch (err) {
        // A retry after Stripe forgot the idempotency key (24 hours) finds the money already returned.
        if (!isStripeError(err, "charge_already_refunded")) throw err;
        return { id: null, status: "succeeded" };
      }
    },
    async listRefunds(paymentIntentId) {
      const list = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return list.data.map(stripeRefund);
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      if (event.type === "charge.refunded") {
        const charge = event.data.object;
        return {
          id: event.id,
          type: "refund",
          stripeType: event.type,
          paymentIntentId: idOf(charge.payment_intent),
          // Since API version 2022-11-15 the event's charge no longer lists its refunds.
          refunds: charge.refunds?.data ? charge.refunds.data.map(stripeRefund) : null,
        };
      }
      if (REFUND_EVENTS.has(event.type)) {
        const refund = stripeRefund(event.data.object as Stripe.Refund);
        return {
          id: event.id,
          type: "refund",
          stripeType: event.type,
          paymentIntentId: refund.paymentIntentId,
          refunds: [refund],
        };
      }
      if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
        const intent = event.data.object;
        return {
          id: event.id,
          type: event.type,
          paymentIntentId: intent.id,
          orderId: orderIdOf(intent),
          commissionPaymentId: commissionPaymentIdOf(intent),
          message: intent.last_payment_error?.message ?? null,
        };
      }
      return {
        id: event.id,
        type: "other",
        paymentIntentId: null,
        orderId: null,
        commissionPaymentId: null,
        message: null,
      };
    },
  };
}
