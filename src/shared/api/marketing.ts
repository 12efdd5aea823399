import type { ConsentAnswer, MarketingPreferences, backInStockRequestSchema, consentTokenSchema } from "../marketing";
import { del, get, of, post } from "./contract";

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
  /** The signed-in customer's own preferences (decision 085): their address's newsletter and alerts. */
  myPreferences: get("/api/user/marketing", { answer: of<MarketingPreferences>() }),
  /** → 202: the newsletter's confirmation link goes to the account's address (double opt-in). */
  subscribeNewsletter: post("/api/user/marketing/newsletter", { answer: of<MarketingPreferences>() }),
  /** The account's address gets no marketing email again, as the emails' unsubscribe link does. */
  unsubscribeNewsletter: del("/api/user/marketing/newsletter", { answer: of<MarketingPreferences>() }),
  /** One of the customer's own back-in-stock alerts removed; anyone else's is a 404. */
  removeAlert: del("/api/user/marketing/alerts/:id", { answer: of<MarketingPreferences>() }),
};
