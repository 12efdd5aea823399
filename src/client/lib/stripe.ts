// The card provider's pieces that every card form of the shop shares. Import this module only from
// code that is itself loaded lazily (checkout's payment step, a commission's card form): Stripe.js
// must never reach the storefront's first load.
import { loadStripe, type Appearance, type Stripe } from "@stripe/stripe-js";

/** The shop's palette, so the provider's card form looks like part of the page. */
export const STRIPE_APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#5a3a22",
    colorBackground: "#fffdf9",
    colorText: "#2b1d14",
    colorTextSecondary: "#6b5240",
    colorDanger: "#b42318",
    fontFamily: "Inter, system-ui, sans-serif",
    borderRadius: "6px",
  },
  rules: { ".Input": { borderColor: "#8c7558" } },
};

// One Stripe.js per key for the whole visit; a failed load is forgotten so "Try again" really retries.
const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this publishable key, loaded once per visit. */
export function getStripe(key: string): Promise<Stripe | null> {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
    promise.catch(() => stripes.delete(key));
  }
  return promise;
}
