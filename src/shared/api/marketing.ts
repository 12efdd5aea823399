import type { ConsentAnswer, backInStockRequestSchema, consentTokenSchema } from "../marketing";
import { of, post } from "./contract";

/** The storefront's side of consent (decision 060): asking for an alert, confirming, unsubscribing. */
export const marketingApi = {
  /** → 202: "Check your inbox" (the same answer whatever the address; a confirmation email goes out). */
  backInStock: post("/api/back-in-stock", {
    body: of<typeof backInStockRequestSchema>(),
    answer: of<{ message: string }>(),
  }),
  confirm: post("/api/subscriptions/confirm", { body: of<typeof consentTokenSchema>(), answer: of<ConsentAnswer>() }),
  unsubscribe: post("/api/subscriptions/unsubscribe", {
    body: of<typeof consentTokenSchema>(),
    answer: of<ConsentAnswer>(),
  }),
  resubscribe: post("/api/subscriptions/resubscribe", {
    body: of<typeof consentTokenSchema>(),
    answer: of<ConsentAnswer>(),
  }),
};
