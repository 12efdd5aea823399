import { z } from "zod";
import { percentText, rateMillis, stateCode, US_STATES, type TaxSetting } from "./tax";

const rateSchema = z.strictObject({
  state: z.string({ error: "Choose a state" }).transform((v, ctx) => {
    const code = stateCode(v);
    if (code === null) {
      ctx.addIssue({ code: "custom", message: "Choose a US state" });
      return z.NEVER;
    }
    return code;
  }),
  rate: z.union([z.string(), z.number()], { error: "Enter the rate in percent, like 6.5" }).transform((v, ctx) => {
    const millis = rateMillis(typeof v === "number" ? String(v) : v);
    if (millis === null) {
      ctx.addIssue({ code: "custom", message: "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)" });
      return z.NEVER;
    }
    return percentText(millis);
  }),
  shipping: z.boolean({ error: "Taxed shipping must be true or false" }).default(false),
});

/**
 * The sales-tax part of PATCH /api/admin/site-content (decision 064): a rate per state, each state
 * once, by its postal code (a name is read as its code), kept in the states' order.
 */
export const taxSettingSchema = z
  .strictObject({
    rates: z.array(rateSchema).max(US_STATES.length, "One rate per state"),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rates.forEach((r, i) => {
      if (seen.has(r.state))
        ctx.addIssue({ code: "custom", path: ["rates", i, "state"], message: `${r.state} has a rate already` });
      seen.add(r.state);
    });
  })
  .transform((v): TaxSetting => ({
    rates: [...v.rates].sort(
      (a, b) => US_STATES.findIndex(([c]) => c === a.state) - US_STATES.findIndex(([c]) => c === b.state),
    ),
  }));
export type TaxSettingInput = z.input<typeof taxSettingSchema>;
