import { z } from "zod";
import { MAX_CENTS, centsToDecimal, parseCents } from "./money";
import { SHIPPING_RULES, type ShippingSetting } from "./shipping";

/** An amount in cents; blank (absent, "" or null) is null, and the rule says whether it is needed. */
const amount = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be an amount like 12.50` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === "") return null;
      const cents = parseCents(typeof v === "number" ? v.toFixed(2) : v);
      if (cents === null || cents > MAX_CENTS) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount like 12.50` });
        return z.NEVER;
      }
      return cents;
    });

/**
 * The shipping part of PATCH /api/admin/site-content (and of the Site Content form). A flat rule
 * needs a rate above zero; 'free from' needs the amount from which shipping is free.
 */
export const shippingSettingSchema = z
  .strictObject({
    rule: z.enum(SHIPPING_RULES, { error: "Shipping must be free, a flat rate, or a flat rate free from an amount" }),
    rate: amount("Shipping rate"),
    freeFrom: amount("Free shipping amount"),
  })
  .superRefine((v, ctx) => {
    if (v.rule !== "free" && !v.rate)
      ctx.addIssue({ code: "custom", path: ["rate"], message: "Enter a shipping rate above $0.00" });
    if (v.rule === "flat_free_from" && typeof v.freeFrom !== "number")
      ctx.addIssue({
        code: "custom",
        path: ["freeFrom"],
        message: "Enter the order amount from which shipping is free",
      });
  })
  .transform((v): ShippingSetting => ({
    rule: v.rule,
    rate: centsToDecimal(v.rule !== "free" ? (v.rate ?? 0) : 0),
    freeFrom: v.rule === "flat_free_from" && typeof v.freeFrom === "number" ? centsToDecimal(v.freeFrom) : null,
  }));
export type ShippingSettingInput = z.input<typeof shippingSettingSchema>;
