import { z } from "zod";
import type { GiftOptions, PaymentStatus } from "./checkout";
import { text } from "./fields";
import { engravingNote } from "./engraving";
import { SHAPES } from "./shapes";
import { PAYMENT_METHOD_MAX_LENGTH } from "./payment-methods";
import type { CancellationRequest, Refund } from "./refunds";

/** Shop order fulfilment statuses (SPEC §4); the admin may set any of them. */
export const ORDER_STATUSES = ["ordered", "shipped", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * PATCH /api/admin/orders/:id/status: SPEC §7's `{status}`, and with Shipped, optionally the
 * carrier and the tracking number the customer's email and dashboard show (decision 025). A blank
 * carrier or number is none.
 */
export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Status must be ordered, shipped or delivered" }),
    carrier: text("Carrier", { max: 60 }).optional(),
    trackingNumber: text("Tracking number", { max: 60 }).optional(),
  })
  .refine((update) => update.status === "shipped" || (!update.carrier && !update.trackingNumber), {
    message: "A carrier and tracking number go only with Shipped",
    path: ["trackingNumber"],
  });
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/**
 * How a manual payment arrived, when the owner says: a name from her list of payment methods
 * (decision 079), or one of decision 022's codes on a payment recorded before it
 * (payment-methods.ts reads both).
 */
export type PaymentMethod = string;

/**
 * POST /api/admin/orders/:id/mark-paid: the date, and optionally the method and a note. The server
 * also checks the method against the owner's list (decision 079).
 */
export const markPaidSchema = z.strictObject({
  paidOn: z.iso.date({ error: "Enter the date the payment arrived" }),
  method: text("Payment method", { max: PAYMENT_METHOD_MAX_LENGTH }).optional(),
  note: text("Note", { max: 500, multiline: true }).optional(),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

/** One entry of an order's history, as the admin's order details show it (decisions 022, 025). */
export type OrderHistoryEntry =
  | {
      event: "marked_paid";
      /** When it was recorded (ISO). */
      at: string;
      /** The day the payment arrived, as the owner gave it (yyyy-mm-dd). */
      paidOn: string;
      method: PaymentMethod | null;
      note: string | null;
    }
  | { event: "shipped"; at: string; carrier: string | null; trackingNumber: string | null }
  | { event: "delivered"; at: string }
  /** The owner emailed the customer the invoice PDF (decision 039); each sending is recorded. */
  | { event: "invoice_sent"; at: string }
  /** Money given back (decision 045): asked for (a card refund is confirmed by Stripe later) or recorded. */
  | {
      event: "refunded";
      at: string;
      amount: string;
      reason: string;
      via: "card" | "manual";
      restocked: boolean;
      /** The boards it put back, by name (decision 070); absent from entries written before. */
      restockedLines?: { productName: string; quantity: number }[];
    }
  /** The customer asked, from the order's page, to cancel it; the owner approved or declined it. */
  | { event: "cancellation_requested"; at: string; reason: string | null }
  | { event: "cancellation_declined"; at: string }
  /** Cancelled: by the owner or the customer's request, or (`unpaid`) at a manual order's payment deadline (decision 073). */
  | { event: "cancelled"; at: string; unpaid?: true }
  /** A manual order's payment reminder went out, before its deadline (decision 073). */
  | { event: "payment_reminded"; at: string; dueAt: string }
  /** The owner moved a manual order's payment deadline to `until` (ISO). */
  | { event: "payment_extended"; at: string; until: string };

/**
 * How a shipped (or delivered) order travels; null while it is Ordered. `trackingUrl` is the
 * carrier's page for the number, for USPS, UPS, FedEx and DHL only (src/shared/tracking.ts).
 */
export type Shipment = {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** When the owner set it to Shipped (ISO). */
  shippedAt: string;
};

/**
 * One line of an order's items text as checkout writes it (SPEC §3): the board as it was sold.
 * Read back only through parseOrderItems.
 */
const orderItemSnapshotSchema = z.object({
  productId: z.string(),
  product: z.object({
    name: z.string(),
    dimensions: z.string(),
    shape: z.enum(SHAPES),
    juiceGroove: z.boolean(),
    price: z.string(),
    /** A made-to-order board's lead time when it was bought ("Made to order, ships in 2–3 weeks"). */
    leadTime: z.string().optional(),
    /**
     * The text engraved on this line's boards and what it cost each (decision 055); `price` above is
     * then the board's and the engraving's together, so every sum of lines stays as it was.
     */
    engraving: z.object({ text: z.string(), price: z.string() }).optional(),
  }),
  quantity: z.number().int().positive(),
});
export type OrderItemSnapshot = z.infer<typeof orderItemSnapshotSchema>;

/**
 * A shop order as the admin calls answer it (GET /api/admin/orders, /api/admin/archived-orders).
 * `items` is the stored JSON text; screens parse it with parseOrderItems and say when they cannot.
 */
/** An order's money as every page, email and document shows it (decisions 022, 059, 064). */
export type OrderAmounts = {
  /** The boards alone: total = subtotal + shipping - discount + tax. */
  subtotal: string;
  shipping: string;
  /** What its discount code took off ("0.00" without one; decision 059). */
  discount: string;
  discountCode: string | null;
  /** The sales tax collected ("0.00" where none was, decision 064). */
  tax: string;
  /** "Tax (WA 6.5%)": the state and rate it was worked out with; null where none was collected. */
  taxLabel: string | null;
  total: string;
};

export type AdminOrder = OrderAmounts & {
  id: number;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: string;
  items: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  stripePaymentIntentId: string | null;
  archived: boolean;
  createdAt: string;
  history: OrderHistoryEntry[];
  shipment: Shipment | null;
  /** Its refunds, oldest first, failed ones included (decision 045). */
  refunds: Refund[];
  /** Pending and succeeded refunds added up. */
  refunded: string;
  /** What can still be refunded: what was paid minus `refunded` ("0.00" when nothing was paid). */
  refundable: string;
  /**
   * Per line of `items`, how many of its boards can still go back to stock with a refund (decision
   * 070): what the line holds less what refunds put back or will; 0 for a line naming no board, and
   * for every line once the order's boards went back.
   */
  restockable: number[];
  /** The customer's request to cancel, while the owner has not answered it. */
  cancellationRequest: CancellationRequest | null;
  /** "This is a gift": its message for the packing slip and whether the slip hides prices; null when not a gift. */
  gift: GiftOptions | null;
  /** A manual order's payment deadline (ISO) while it waits for its payment; else null (decision 073). */
  paymentDueAt: string | null;
};

/** One order as GET /api/user/orders answers it: the dashboard reads productName and quantity. */
/**
 * Who may review (decision 058): the lines of an order the owner has set to Delivered, whose money
 * did not fail or go back. A cancelled or refunded order's boards are not the buyer's to review.
 */
export function isReviewable(order: { status: string; paymentStatus: string }): boolean {
  return order.status === "delivered" && (order.paymentStatus === "paid" || order.paymentStatus === "manual");
}

export type UserOrder = OrderAmounts & {
  id: number;
  status: OrderStatus;
  paymentStatus: AdminOrder["paymentStatus"];
  createdAt: string;
  /** Each line, and once the order is delivered the page that reviews it (decision 058), as its email links it. */
  items: { productName: string; quantity: number; review: string | null }[];
  shipment: Shipment | null;
  /** The order's own page, /orders/<token> (decision 039). */
  page: string | null;
};

/**
 * A line of an order's items text, whatever wrote it. `productId` is null on lines written before
 * snapshots (they cannot hold or give back stock).
 */
export type ParsedOrderItem = {
  productId: string | null;
  productName: string;
  quantity: number;
  price: string | null;
  dimensions: string | null;
  shape: string | null;
  juiceGroove: boolean | null;
  /** The lead time a made-to-order board was bought with; null for a board from stock or an older line. */
  leadTime: string | null;
  /** The text engraved and its price, which `price` includes (decision 055); null when not engraved. */
  engraving: { text: string; price: string } | null;
};

const UNKNOWN_PRODUCT = "Unknown Product";

function snapshotLine({ productId, product, quantity }: OrderItemSnapshot): ParsedOrderItem {
  const { name, price, dimensions, shape, juiceGroove } = product;
  const leadTime = product.leadTime ?? null;
  const engraving = product.engraving ?? null;
  return {
    productId,
    productName: name || UNKNOWN_PRODUCT,
    quantity,
    price,
    dimensions,
    shape,
    juiceGroove,
    leadTime,
    engraving,
  };
}

type OlderItem = {
  product?: { name?: unknown; price?: unknown; dimensions?: unknown; shape?: unknown; juiceGroove?: unknown } | null;
  productName?: unknown;
  name?: unknown;
  price?: unknown;
  quantity?: unknown;
};

/** A line from before snapshots (SPEC §3 allows product {name, …}, or name and price): what can be read of it. */
function olderLine(raw: OlderItem): ParsedOrderItem {
  const item = raw && typeof raw === "object" ? raw : {};
  const name = item.product?.name ?? item.productName ?? item.name;
  const price = item.product?.price ?? item.price;
  const quantity = Number(item.quantity);
  const product = item.product ?? {};
  return {
    productId: null,
    productName: typeof name === "string" && name ? name : UNKNOWN_PRODUCT,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
    price: typeof price === "string" || typeof price === "number" ? String(price) : null,
    dimensions: typeof product.dimensions === "string" ? product.dimensions : null,
    shape: typeof product.shape === "string" ? product.shape : null,
    juiceGroove: typeof product.juiceGroove === "boolean" ? product.juiceGroove : null,
    leadTime: null,
    engraving: null,
  };
}

/** What a line says under its board's name: the lead time promised, and the text engraved. */
export function itemNotes(item: Pick<ParsedOrderItem, "leadTime" | "engraving">, withPrice = true): string[] {
  const notes: string[] = [];
  if (item.leadTime) notes.push(item.leadTime);
  if (item.engraving) notes.push(engravingNote(item.engraving, withPrice));
  return notes;
}

/**
 * Reads an order's items text: the one reader for the server, its emails and the admin screens.
 * Null when it is no JSON list, so screens can say so instead of guessing.
 */
export function parseOrderItems(text: string | null | undefined): ParsedOrderItem[] | null {
  let parsed: unknown;
  try {
    parsed = typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.map((raw: OlderItem) => {
    const snapshot = orderItemSnapshotSchema.safeParse(raw);
    return snapshot.success ? snapshotLine(snapshot.data) : olderLine(raw);
  });
}
