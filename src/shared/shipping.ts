// No zod here: the cart and checkout compute shipping without carrying the schemas (./shipping-schema).
import { formatCents, parseCents } from "./money";

/**
 * How the owner charges for shipping (decision 022): free (the default), a flat rate per order, or a
 * flat rate that is free from an order amount on (a subtotal at or above `freeFrom` ships free).
 */
export const SHIPPING_RULES = ["free", "flat", "flat_free_from"] as const;
export type ShippingRule = (typeof SHIPPING_RULES)[number];

/** The shipping setting of the site content, as it travels: amounts are 2-decimal strings. */
export type ShippingSetting = { rule: ShippingRule; rate: string; freeFrom: string | null };

export const FREE_SHIPPING: ShippingSetting = { rule: "free", rate: "0.00", freeFrom: null };

/** The shipping of an order whose boards cost `subtotalCents`, in cents; the server and the cart use this one. */
export function shippingCents(setting: ShippingSetting, subtotalCents: number): number {
  if (subtotalCents <= 0 || setting.rule === "free") return 0;
  const rate = parseCents(setting.rate) ?? 0;
  if (setting.rule === "flat") return rate;
  const freeFrom = parseCents(setting.freeFrom ?? "");
  return freeFrom !== null && subtotalCents >= freeFrom ? 0 : rate;
}

/** A shipping amount in words for a shopper: "Free" or "$12.00". */
export function shippingLabel(cents: number): string {
  return cents === 0 ? "Free" : formatCents(cents);
}

/**
 * How far an order of `subtotalCents` is from free shipping, for the cart and the checkout:
 * "Add $5.00 more for free shipping" below the owner's amount, "Free shipping" from it on; null
 * when the rule has no such amount (free for all, or a flat rate always) or the cart is empty.
 */
export function freeShippingProgress(setting: ShippingSetting, subtotalCents: number): string | null {
  if (setting.rule !== "flat_free_from" || subtotalCents <= 0) return null;
  const freeFrom = parseCents(setting.freeFrom ?? "");
  if (freeFrom === null) return null;
  return subtotalCents >= freeFrom
    ? "Free shipping"
    : `Add ${formatCents(freeFrom - subtotalCents)} more for free shipping`;
}
