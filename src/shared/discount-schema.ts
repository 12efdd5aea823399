import { z } from "zod";
import { checkoutItemSchema, MAX_LINES_PER_ORDER } from "./checkout";
import { DISCOUNT_KINDS, type DiscountKind } from "./discounts";
import { emailSchema, text } from "./fields";
import { MAX_CENTS, parseCents } from "./money";

// The discount codes' schemas (decision 059), apart from their arithmetic (./discounts), which the
// cart imports without zod.

const CODE = /^[A-Za-z0-9_-]{3,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const uuid = z.uuid("Unknown id").transform((id) => id.toLowerCase());

/** A blank field is "none"; else a YYYY-MM-DD day that exists. */
const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
      `${label} must be a date`,
    )
    .transform((v) => v || null);

/** POST /api/admin/discounts and PATCH /api/admin/discounts/:id: every rule of a code, as the form holds them. */
export const discountCodeInputSchema = z
  .strictObject({
    code: z
      .string({ error: "Code is required" })
      .trim()
      .regex(CODE, "Code must be 3 to 40 letters, digits, - or _")
      .transform((v) => v.toUpperCase()),
    kind: z.enum(DISCOUNT_KINDS, { error: "Choose a percentage, a fixed amount or free shipping" }),
    /** percentage: whole percent; fixed: an amount; free shipping: blank. */
    value: z.string().trim().default(""),
    minSubtotal: z.string().trim().default(""),
    startsOn: optionalDay("Start date").prefault(""),
    endsOn: optionalDay("End date").prefault(""),
    maxUses: z.string().trim().default(""),
    oncePerEmail: z.boolean({ error: "Once per customer must be true or false" }).default(false),
    productIds: z.array(uuid).max(200, "At most 200 boards").default([]),
    categoryIds: z.array(uuid).max(50, "At most 50 collections").default([]),
    active: z.boolean({ error: "Active must be true or false" }).default(true),
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    let percent: number | null = null;
    let amountCents: number | null = null;
    if (input.kind === "percentage") {
      percent = /^\d{1,3}$/.test(input.value) ? Number(input.value) : NaN;
      if (!(percent >= 1 && percent <= 100)) return issue("value", "Percentage must be a whole number from 1 to 100");
    } else if (input.kind === "fixed") {
      amountCents = parseCents(input.value);
      if (amountCents === null || amountCents <= 0 || amountCents > MAX_CENTS)
        return issue("value", "Amount must be a price like 10.00");
    }
    let minSubtotalCents: number | null = null;
    if (input.minSubtotal !== "") {
      minSubtotalCents = parseCents(input.minSubtotal);
      if (minSubtotalCents === null || minSubtotalCents > MAX_CENTS)
        return issue("minSubtotal", "Minimum subtotal must be a price like 50.00");
    }
    let maxUses: number | null = null;
    if (input.maxUses !== "") {
      maxUses = /^\d{1,7}$/.test(input.maxUses) ? Number(input.maxUses) : 0;
      if (maxUses < 1) return issue("maxUses", "Total uses must be a whole number from 1 to 9999999");
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn)
      return issue("endsOn", "End date must be on or after the start date");
    const { value: _value, minSubtotal: _min, maxUses: _max, ...rest } = input;
    return { ...rest, percent, amountCents, minSubtotalCents, maxUses };
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export type DiscountCodeValues = z.output<typeof discountCodeInputSchema>;

/** A code as the admin's Discounts tab shows it: its rules, its uses and the money it took off. */
export type AdminDiscountCode = {
  id: string;
  code: string;
  kind: DiscountKind;
  /** "15" (percent), "10.00" (amount) or "" (free shipping), as the form edits it. */
  value: string;
  minSubtotal: string | null;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  /** Orders holding it now (expired and cancelled ones gave theirs back). */
  uses: number;
  oncePerEmail: boolean;
  productIds: string[];
  categoryIds: string[];
  active: boolean;
  /** Money taken off by the orders holding it. */
  discounted: string;
  createdAt: string;
};

/** POST /api/discounts/check: the cart (and the checkout's email, for once-per-customer codes). */
export const discountCheckSchema = z.strictObject({
  code: text("Discount code", { max: 40, required: true }),
  items: z
    .array(checkoutItemSchema)
    .min(1, "Your cart is empty")
    .max(MAX_LINES_PER_ORDER, `At most ${MAX_LINES_PER_ORDER} lines per order`),
  email: z.union([z.literal(""), emailSchema]).optional(),
});
export type DiscountCheckInput = z.input<typeof discountCheckSchema>;

/** What a code does for this cart: the discount, or exactly why it gives none. */
export type DiscountCheck =
  { applies: true; code: string; discount: string; onShipping: boolean } | { applies: false; reason: string };
