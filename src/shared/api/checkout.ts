import type {
  CreatePaymentIntentAnswer,
  createPaymentIntentSchema,
  OrderPaymentState,
  PublicConfig,
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
  paymentStatus: get("/api/orders/:id/payment-status", { answer: of<OrderPaymentState>() }),
  /** Stripe's call, signed over the raw bytes; nobody in the shop reads its answer. */
  stripeWebhook: post("/api/stripe/webhook", { answer: of<{ received: true }>() }),
};
