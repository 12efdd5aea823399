import { z } from "zod";
import { text } from "./fields";
import { CUSTOM_ORDER_STATUSES, type CustomOrderDetails, type CustomOrderStatus, type Inquiry } from "./inquiries";
import { parseCents } from "./money";
import type { RefundSummary } from "./refunds";
import { markPaidSchema, type PaymentMethod, type Shipment } from "./orders";
import { shippingAddressSchema, type ShippingAddressFields } from "./addresses";

// Commissions (decision 037): a custom order carried from a quote through a deposit,
// progress updates and the balance to delivery. Amounts are integer cents in code and in the
// database, strings with 2 decimals on the wire ("450.00").

/** The most one commission may be quoted at: $100,000.00. */
const MAX_COMMISSION_CENTS = 100_000_00;
/** How long a quote stays open for the customer to accept, unless the owner says otherwise. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;
export const MAX_QUOTE_VALID_DAYS = 90;
/** Photos one progress update may carry. */
export const MAX_PROGRESS_PHOTOS = 6;
/** Where progress photos are stored (public, under an unguessable name, like other images). */
export const PROGRESS_PHOTO_FOLDER = "commissions";

export const COMMISSION_PAYMENT_KINDS = ["deposit", "balance"] as const;
export type CommissionPaymentKind = (typeof COMMISSION_PAYMENT_KINDS)[number];

/** Where a stage stands among SPEC §4's eight, in order; -1 for a stored value outside them. */
export const stageIndex = (status: string): number => CUSTOM_ORDER_STATUSES.indexOf(status as CustomOrderStatus);
/** True when the commission has reached `stage` (or gone past it). */
export const reached = (status: string, stage: CustomOrderStatus): boolean => stageIndex(status) >= stageIndex(stage);

const amount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    // One message at a time: a blank or unreadable amount is not also "not greater than 0".
    .min(1, { error: `${label} is required`, abort: true })
    .refine((v) => parseCents(v) !== null, {
      error: `${label} must be an amount with at most 2 decimals, e.g. 450.00`,
      abort: true,
    })
    .refine((v) => (parseCents(v) ?? 0) > 0, `${label} must be greater than 0`)
    .refine((v) => (parseCents(v) ?? 0) <= MAX_COMMISSION_CENTS, `${label} must be at most 100000.00`);

/** The deposit as the owner types it: a whole percentage of the price, or an amount. */
export const depositInputSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("percent"),
      percent: z
        .number({ error: "Deposit percentage is required" })
        .int("Deposit percentage must be a whole number")
        .min(1, "Deposit percentage must be between 1 and 100")
        .max(100, "Deposit percentage must be between 1 and 100"),
    }),
    z.strictObject({ type: z.literal("amount"), amount: amount("Deposit") }),
  ],
  { error: "Deposit must be a percentage or an amount" },
);

/** The deposit's cents: a percentage is rounded half up to the cent, in integers only. */
export function depositCentsOf(priceCents: number, deposit: z.output<typeof depositInputSchema>): number {
  if (deposit.type === "amount") return parseCents(deposit.amount) ?? 0;
  return Math.floor((priceCents * deposit.percent + 50) / 100);
}

/** POST /api/admin/custom-orders/:id/quotes: writes and sends a quote (a new version each time). */
export const quoteInputSchema = z
  .strictObject({
    price: amount("Price"),
    deposit: depositInputSchema,
    estimatedCompletion: z.iso.date({ error: "Enter the estimated completion date (yyyy-mm-dd)" }),
    validDays: z
      .number({ error: "Valid for must be a number of days" })
      .int("Valid for must be a whole number of days")
      .min(1, `Valid for must be between 1 and ${MAX_QUOTE_VALID_DAYS} days`)
      .max(MAX_QUOTE_VALID_DAYS, `Valid for must be between 1 and ${MAX_QUOTE_VALID_DAYS} days`)
      .default(DEFAULT_QUOTE_VALID_DAYS),
    message: text("Message", { max: 5000, multiline: true }).default(""),
  })
  .refine((q) => depositCentsOf(parseCents(q.price) ?? 0, q.deposit) <= (parseCents(q.price) ?? 0), {
    message: "Deposit cannot be more than the price",
    path: ["deposit"],
  })
  // A percentage of a tiny price can round to 0.00: the database refuses a quote with no deposit.
  .refine((q) => depositCentsOf(parseCents(q.price) ?? 0, q.deposit) > 0, {
    message: "Deposit must be greater than 0",
    path: ["deposit"],
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;

/**
 * POST /api/commissions/:token/accept: where the finished board goes, in the checkout's address
 * fields (decision 072): its state decides the sales tax.
 */
export const acceptQuoteSchema = z.strictObject({ deliveryAddress: shippingAddressSchema });
export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;

/** POST /api/admin/custom-orders/:id/commission/payments: the owner records money that arrived. */
export const markCommissionPaidSchema = markPaidSchema.extend({
  kind: z.enum(COMMISSION_PAYMENT_KINDS, { error: "Kind must be deposit or balance" }),
});
export type MarkCommissionPaidInput = z.input<typeof markCommissionPaidSchema>;

/** An address of a progress photo as POST /api/admin/commission-photos answers it. */
const PROGRESS_PHOTO_URL = new RegExp(
  `^/uploads/${PROGRESS_PHOTO_FOLDER}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp$`,
);

/** POST /api/admin/custom-orders/:id/commission/updates: a short text and photos already uploaded. */
export const progressUpdateSchema = z.strictObject({
  text: text("Update", { max: 2000, required: true, multiline: true }),
  photos: z
    .array(z.string().regex(PROGRESS_PHOTO_URL, "Photos must be uploaded through the shop first"))
    .max(MAX_PROGRESS_PHOTOS, `At most ${MAX_PROGRESS_PHOTOS} photos per update`)
    .default([]),
});
export type ProgressUpdateInput = z.input<typeof progressUpdateSchema>;

/** POST /api/admin/custom-orders/:id/commission/ship: as a shop order's Shipped (decision 025). */
export const shipCommissionSchema = z.strictObject({
  carrier: text("Carrier", { max: 60 }).optional(),
  trackingNumber: text("Tracking number", { max: 60 }).optional(),
});
export type ShipCommissionInput = z.input<typeof shipCommissionSchema>;

/**
 * One version of a quote. `state`: sent (open), accepted, superseded by a later version, or expired
 * (past its date without being accepted).
 */
export type CommissionQuote = {
  id: string;
  version: number;
  price: string;
  deposit: string;
  /** The sales tax of the price, once the quote is accepted for a state where the shop collects it (decision 064); else null. */
  tax: string | null;
  /** "Tax (WA 6.5%)", with `tax`. */
  taxLabel: string | null;
  /** price + tax − deposit: the tax is paid with the balance. */
  balance: string;
  /** price + tax: what the board costs, tax included (the tax once accepted, decision 080). */
  total: string;
  estimatedCompletion: string;
  message: string;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  supersededAt: string | null;
  state: "sent" | "accepted" | "superseded" | "expired";
};

/**
 * A payment of a commission: awaiting a card, paid (by card or as the owner recorded it), or
 * cancelled (a card payment started before its quote was revised; decision 037).
 */
export type CommissionPayment = {
  id: string;
  kind: CommissionPaymentKind;
  amount: string;
  status: "awaiting" | "paid" | "cancelled";
  via: "card" | "manual" | null;
  paidAt: string | null;
  /** The day the money arrived, as the owner gave it (manual payments). */
  paidOn: string | null;
  method: PaymentMethod | null;
  note: string | null;
  /** The quote version it was paid against. */
  quoteVersion: number;
} & RefundSummary;

export type CommissionUpdate = { id: string; text: string; photos: string[]; createdAt: string };

/** The money of one commission, as the admin's Custom Orders table shows it. */
export type CommissionMoney = {
  /** The current quote's price; null before any quote. */
  quoted: string | null;
  depositPaid: string;
  /** What is left to pay on the accepted quote; null while no quote is accepted. */
  balanceDue: string | null;
  /** Every payment received (deposit and balance). */
  collected: string;
};

/** A custom order as GET /api/admin/custom-orders answers it: the request and its money. */
export type CustomOrderListItem = Inquiry & { commission: CommissionMoney | null };

/**
 * A part payment as the customer sees it: how much, whether it is paid or can be paid now, and once
 * paid, its receipt (a PDF by the page's token, decision 080).
 */
export type CommissionDue = { amount: string; paidAt: string | null; due: boolean; receiptPath: string | null };

/** GET /api/commissions/:token: what the customer's private commission page shows. */
export type CommissionView = {
  /** The reference to write on a transfer, "C-1042" (decision 080). */
  reference: string;
  customerName: string;
  requestedAt: string;
  request: CustomOrderDetails | null;
  stage: CustomOrderStatus;
  /** The current quote (the latest version). */
  quote: CommissionQuote;
  /** The delivery address as printed (as typed, for one accepted before decision 072). */
  deliveryAddress: string | null;
  /** Its fields, which start the form when a revised quote is accepted again; null before decision 072. */
  deliveryFields: ShippingAddressFields | null;
  deposit: CommissionDue;
  /** The balance on the accepted quote; `due` once the owner has asked for it (Board finished, decision 080). */
  balance: CommissionDue;
  /** What the customer has paid less what was refunded to them; and what went back (decision 045). */
  paid: { net: string; refunded: string };
  shipment: Shipment | null;
  deliveredAt: string | null;
  /** Oldest first: the page shows them as a timeline. */
  updates: CommissionUpdate[];
  /** How the customer pays: by card here (stripe), or as the payment note says (manual). */
  payment: { mode: "stripe" | "manual"; paymentNote: string | null };
  /** The shop collects sales tax somewhere: accepting works it out from the delivery address's state (decision 064). */
  collectsTax: boolean;
};

/** POST /api/commissions/:token/pay (Stripe mode): the intent of the part due now. */
export type CommissionPayAnswer = { kind: CommissionPaymentKind; amount: string; clientSecret: string };

/** GET /api/admin/custom-orders/:id/commission: everything the owner sees of one commission. */
export type AdminCommission = {
  /** The reference for transfers, "C-1042"; null before the first quote (decision 080). */
  reference: string | null;
  /** Newest first; empty before the first quote. */
  quotes: CommissionQuote[];
  payments: CommissionPayment[];
  /** Oldest first. */
  updates: CommissionUpdate[];
  money: CommissionMoney;
  deliveryAddress: string | null;
  balanceRequestedAt: string | null;
  shipment: Shipment | null;
  deliveredAt: string | null;
  /** The customer's private page (absolute), once a quote was sent. */
  link: string | null;
};

/** What the owner sees of a custom order no quote was sent for yet. */
export const NO_COMMISSION: AdminCommission = {
  reference: null,
  quotes: [],
  payments: [],
  updates: [],
  money: { quoted: null, depositPaid: "0.00", balanceDue: null, collected: "0.00" },
  deliveryAddress: null,
  balanceRequestedAt: null,
  shipment: null,
  deliveredAt: null,
  link: null,
};

/**
 * GET /api/admin/commissions/collected: commission money received, apart from the shop's Revenue:
 * the deposits and balances paid, minus what was refunded of them (decision 045) and the sales tax
 * in them (decision 064).
 */
export type CommissionsCollected = {
  /** deposits + balances − refunded − tax: like the shop's Revenue, without the states' money (decision 064). */
  collected: string;
  deposits: string;
  balances: string;
  refunded: string;
  /** The sales tax in the balances, less what refunds gave back of it. */
  tax: string;
};

/** One commission on the customer's dashboard (GET /api/user/commissions). */
export type UserCommission = {
  id: string;
  requestedAt: string;
  request: CustomOrderDetails | null;
  stage: CustomOrderStatus;
  quoted: string;
  depositPaid: string;
  balanceDue: string | null;
  /** The private page's path, /commissions/<token>. */
  path: string;
  latestUpdate: { text: string; createdAt: string } | null;
};
