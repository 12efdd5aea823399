import type {
  CreatePaymentIntentAnswer,
  createPaymentIntentSchema,
  OrderPaymentState,
  orderPaymentStatusQuerySchema,
  PublicConfig,
  StripeWebhookAnswer,
} from "../checkout";
import { get, of, post } from "./contract";

/** Placing an order and learning how its payment went (SPEC §5; decisions 005, 006, 022). */
export const checkoutApi = {
  config: get("/api/config", { answer: of<PublicConfig>() }),
  /** → 201; 409 when a price changed. */
  createPaymentIntent: post("/api/create-payment-intent", {
    body: of<typeof createPaymentIntentSchema>(),
    answer: of<CreatePaymentIntentAnswer>(),
  }),
  /** Takes `?token=` the order's token (decision 006). */
  paymentStatus: get("/api/orders/:id/payment-status", {
    query: of<typeof orderPaymentStatusQuerySchema>(),
    answer: of<OrderPaymentState>(),
  }),
  /** Stripe's call, signed over the raw bytes (no body schema: the signature is checked on the bytes). */
  stripeWebhook: post("/api/stripe/webhook", { answer: of<StripeWebhookAnswer>() }),
};
