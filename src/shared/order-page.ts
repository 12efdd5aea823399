import type { GiftOptions, PaymentStatus } from "./checkout";
import type { OrderAmounts, OrderStatus, Shipment } from "./orders";
import type { CancellationRequest, Refund } from "./refunds";

/** What an order's own page links to: its invoice always, its receipt once it is paid (decision 039). */
type OrderDocuments = { invoice: string | null; receipt: string | null };

/**
 * GET /api/orders/<token>: an order's own page, /orders/<token> (decision 039). The token is the key:
 * anyone holding the link sees the order, so the page shows what the customer's emails already hold.
 */
export type OrderPage = OrderAmounts & {
  orderId: number;
  /** When the order was placed (ISO). */
  placedAt: string;
  customerName: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  items: {
    productName: string;
    dimensions: string | null;
    /** A made-to-order board's lead time, as promised when it was bought. */
    leadTime: string | null;
    /** The text engraved and its price, which `price` includes (decision 055). */
    engraving: { text: string; price: string } | null;
    quantity: number;
    price: string;
    lineTotal: string;
  }[];
  shippingAddress: string;
  /** "This is a gift": the message on its packing slip; null when not a gift. */
  gift: GiftOptions | null;
  /** When and how it was paid; null while it is not. */
  payment: { paidAt: string; method: string } | null;
  /** The owner's payment instructions and the day to pay by (decision 073), while a manual order waits for its payment; else null. */
  paymentInstructions: string | null;
  /** How it travels, once shipped. */
  shipment: Shipment | null;
  deliveredAt: string | null;
  /** The PDF downloads' addresses; null when there is none (no receipt before payment). */
  documents: OrderDocuments;
  /** Money given back, oldest first; a failed refund is not shown (decision 045). */
  refunds: Pick<Refund, "amount" | "via" | "createdAt" | "status">[];
  /** Pending and succeeded refunds added up ("0.00" when none). */
  refunded: string;
  /** The customer's request to cancel, while the owner has not answered it. */
  cancellation: CancellationRequest | null;
  /** Not shipped, not cancelled nor refunded, and not asked already: the page offers to ask to cancel. */
  canRequestCancellation: boolean;
};

/** The page of an order: /orders/<token>. */
export const orderPagePath = (token: string) => `/orders/${token}`;
