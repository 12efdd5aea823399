import { z } from "zod";
import { parseCents } from "./money";
import { emailSchema as email, text } from "./fields";

import { MAX_QUANTITY_PER_LINE } from "./checkout-rules";
import type { OrderAmounts, OrderStatus } from "./orders";
import { orderAddressSchema, savedAddressInputSchema } from "./addresses";
import { normaliseEngraving } from "./engraving";

export const MAX_LINES_PER_ORDER = 50;

/** A cart line sent to the server: productId and a positive integer quantity (SPEC §3). */
export const checkoutItemSchema = z.object({
  productId: z.uuid("Unknown product"),
  productName: text("Product name", { max: 200 }).optional(),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_QUANTITY_PER_LINE, `At most ${MAX_QUANTITY_PER_LINE} of one board per order`),
  // What the shopper saw; the server prices the order itself and ignores it.
  price: z.union([z.string(), z.number()]).optional(),
  /** The text to engrave on this line's boards (decision 055); blank or absent: not engraved. */
  engraving: text("Engraving", { max: 200 })
    .transform((value) => normaliseEngraving(value) || undefined)
    .optional(),
});

export const MAX_GIFT_MESSAGE = 250;
/** The lines a gift message may have: what fits the packing slip's message box. */
export const MAX_GIFT_MESSAGE_LINES = 6;

/**
 * "This is a gift" at checkout: a message printed on the packing slip (and kept with the order),
 * and whether the slip leaves the prices off. Absent when the order is not a gift.
 */
const giftOptionsSchema = z.strictObject({
  message: text("Gift message", { max: MAX_GIFT_MESSAGE, multiline: true })
    // A card's few lines: 150 line breaks spread a packing slip over 7 pages (issue 39).
    .refine((message) => message.split("\n").length <= MAX_GIFT_MESSAGE_LINES, {
      error: `Gift message must be at most ${MAX_GIFT_MESSAGE_LINES} lines`,
    })
    .default(""),
  hidePrices: z.boolean({ error: "Hide prices must be true or false" }).default(false),
});
export type GiftOptions = z.output<typeof giftOptionsSchema>;

/** POST /api/create-payment-intent (SPEC §7). */
export const createPaymentIntentSchema = z.object({
  amount: z.union([z.number(), z.string()], { error: "Amount is required" }).transform((v, ctx) => {
    const cents = parseCents(typeof v === "number" ? v.toFixed(2) : v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most 2 decimals" });
      return z.NEVER;
    }
    return cents;
  }),
  customerInfo: z.object({
    name: text("Name", { max: 160, required: true }),
    email,
    phone: text("Phone", { max: 40 }).optional().default(""),
    /**
     * SPEC §7: street, then 'city, state zip' (the recipient's name above them when not the buyer),
     * read into its fields and checked by the address rules: a state of the list, a ZIP code of
     * that state (decision 072).
     */
    address: orderAddressSchema,
  }),
  items: z
    .array(checkoutItemSchema)
    .min(1, "Your cart is empty")
    .max(MAX_LINES_PER_ORDER, `At most ${MAX_LINES_PER_ORDER} lines per order`),
  /**
   * A signed-in customer's "Save this address to my account": kept in their address book with the
   * order (decision 041). The session says whose book; a guest's is ignored.
   */
  saveAddress: savedAddressInputSchema.optional(),
  gift: giftOptionsSchema.optional(),
  /** A discount code (one per order, decision 059); the server works out what it takes off. */
  discountCode: text("Discount code", { max: 40 })
    .transform((v) => v || undefined)
    .optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export type CreatePaymentIntentAnswer = {
  /** Present in card-payment mode; the client confirms it with the provider's card form. */
  clientSecret: string | null;
  message: string;
  orderId: number;
  /** Lets this browser read the order's payment state on the confirmation page, and no one else. */
  orderToken: string;
};

/**
 * An order's money state beside its fulfilment status (decisions 005 and 015): `cancelled` = the
 * admin called off an unpaid order; `refunded` = a card payment came after its boards were sold
 * and was given back automatically.
 */
export const PAYMENT_STATUSES = ["awaiting_payment", "paid", "failed", "manual", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * GET /api/orders/:id/payment-status?token=…: the order's token (decision 006). A missing or
 * repeated one reads as "", which no order has, so the answer is the same 404 as a wrong one.
 */
export const orderPaymentStatusQuerySchema = z.object({ token: z.string().catch("") });

/**
 * GET /api/orders/:id/payment-status?token=…: the order's payment state and the recap the
 * confirmation page shows (only to the browser holding the order's token).
 */
export type OrderPaymentState = OrderAmounts & {
  orderId: number;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  items: {
    productName: string;
    quantity: number;
    price: string;
    lineTotal: string;
    /** The text engraved and its price, which `price` includes (decision 055). */
    engraving: { text: string; price: string } | null;
  }[];
  shippingAddress: string;
  /** Where the confirmation email went. */
  email: string;
  /** When the owner recorded a manual payment (ISO), else null. */
  paidAt: string | null;
  /** The order's own page, /orders/<token>, to come back to (decision 039). */
  orderPage: string;
  /** The customer asked to cancel and the owner has not answered yet: nothing asks for payment (decision 076). */
  cancellationRequested: boolean;
  /** The owner's payment instructions while a manual order waits for its payment and no cancellation is asked; else null. */
  paymentInstructions: string | null;
};

/** GET /api/config: what the browser needs to know at run time (one build serves any keys). */
export type PublicConfig = {
  stripePublishableKey: string | null;
  /** An external identity provider is configured: the auth page offers its button. */
  oidcEnabled: boolean;
};

/**
 * POST /api/stripe/webhook: what the verified event did (handled now, a repeated delivery, or
 * nothing the shop acts on). Stripe reads only the status; the outcome is for the logs and the tests.
 */
export type StripeWebhookAnswer = { received: true; outcome: "handled" | "duplicate" | "ignored" };
