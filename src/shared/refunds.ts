import { z } from "zod";
import { text } from "./fields";
import type { PaymentStatus } from "./checkout";
import { MAX_CENTS, parseCents } from "./money";

/**
 * Money given back (decision 045): part or all of a paid shop order or of a paid commission part. A
 * card refund is 'pending' until Stripe's `charge.refunded` confirms it; a manual one is recorded
 * as done. Pending and succeeded refunds count against what can still be refunded; a failed one
 * frees its amount again.
 */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Whether an order has a receipt (issue 40): once paid, and still once refunded by the owner, in full
 * (its receipt lists the refunds and the net paid). An order refunded by itself (its card payment came
 * too late, and no refund of the owner's counts) never was a sale, so it has none.
 */
export const hasReceipt = (paymentStatus: PaymentStatus, refundedCents: number): boolean =>
  paymentStatus === "paid" || (paymentStatus === "refunded" && refundedCents > 0);

export type Refund = {
  id: string;
  amount: string;
  reason: string;
  via: "card" | "manual";
  status: RefundStatus;
  /** Boards went back to stock with it (shop orders only). */
  restocked: boolean;
  /**
   * Which boards of the order it puts back (decision 070): those that went back once it is recorded,
   * those it will put back while a card refund waits for Stripe. Empty for a commission part.
   */
  restockLines: RestockLine[];
  /** When it was asked for (ISO). */
  createdAt: string;
  /** When Stripe confirmed it, or when the owner recorded a manual one (ISO). */
  confirmedAt: string | null;
};

/**
 * Boards of one line of a shop order going back to stock with a refund (decision 070): `line` is the
 * line's place in the order's items (from 0, as parseOrderItems reads them).
 */
export type RestockLine = { line: number; quantity: number };

/** At most this many boards of one line go back with one refund: more than any order holds. */
const MAX_RESTOCK_QUANTITY = 10_000;

const restockLineSchema = z.strictObject({
  line: z
    .number({ error: "Line must be a number" })
    .int("Line must be a whole number")
    .min(0, "Line must be 0 or more")
    .max(999, "This order has no such line"),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Put back at least 1 board of a line, or leave the line out")
    .max(MAX_RESTOCK_QUANTITY, `Quantity must be at most ${MAX_RESTOCK_QUANTITY}`),
});

/** How long a card refund takes to reach the customer, as the refund email says. */
export const CARD_REFUND_DELAY = "5-10 business days";

const amountSchema = z
  .string({ error: "Enter the amount to refund" })
  .trim()
  .min(1, "Enter the amount to refund")
  .refine((v) => parseCents(v) !== null, "Amount must be a number with at most 2 decimals, e.g. 25.00")
  // An amount that is no number has its one message above.
  .refine((v) => (parseCents(v) ?? 1) > 0, "Amount must be greater than 0")
  .refine((v) => (parseCents(v) ?? 0) <= MAX_CENTS, "Amount must be at most 99999999.99");

/**
 * POST /api/admin/orders/:id/refunds: the amount (at most what is left to refund), why, and which of
 * the order's boards go back to stock, line by line (decision 070; none when left out). The server
 * checks each line against what is still to put back. POST
 * /api/admin/custom-orders/:id/payments/:paymentId/refunds takes the same body; `restock` means
 * nothing there.
 */
export const refundRequestSchema = z.strictObject({
  amount: amountSchema,
  reason: text("Reason", { max: 500, required: true, multiline: true }),
  restock: z
    .array(restockLineSchema, { error: "Restock must be a list of lines and quantities" })
    .max(1000, "Restock names too many lines")
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, "Name each line of the order once")
    .optional(),
  /**
   * Made when the refund dialog opens (issue 39): a retry of the same request (an answer lost, the
   * button pressed again) finds the refund the first try made instead of making a second one.
   */
  idempotencyKey: z.uuid({ error: "The request key must be a UUID" }).optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** POST /api/orders/<token>/cancellation: the customer asks to cancel an order not shipped yet. */
export const cancellationRequestSchema = z.strictObject({
  reason: text("Reason", { max: 500, multiline: true }).optional(),
});
export type CancellationRequestInput = z.input<typeof cancellationRequestSchema>;

/** A customer's request to cancel, while the owner has not answered it. */
export type CancellationRequest = { requestedAt: string; reason: string | null };

/** What an order's money looks like after its refunds, beside its total. */
export type RefundSummary = {
  refunds: Refund[];
  /** Pending and succeeded refunds added up. */
  refunded: string;
  /** What can still be refunded: what was paid minus `refunded` ("0.00" when nothing was paid). */
  refundable: string;
};
