import type { StripeWebhookAnswer } from "@shared/checkout";

/** What a Stripe webhook event did: handled now, a repeated delivery, or nothing the shop acts on. */
export type EventOutcome = StripeWebhookAnswer["outcome"];
