// Checkout constants without zod, so the storefront's initial bundle (the cart) does not carry the
// schemas of ./checkout.

/** The most of one board a single order may ask for; more is a conversation, not a cart. */
export const MAX_QUANTITY_PER_LINE = 20;

/** The most of a board one cart line may hold: the per-order limit, or its stock when fewer are on hand (null: made to order). */
export function quantityLimit(stock: number | null): number {
  return stock === null ? MAX_QUANTITY_PER_LINE : Math.min(MAX_QUANTITY_PER_LINE, Math.max(0, stock));
}

export const MANUAL_PAYMENT_MESSAGE = "Your order has been received. We'll contact you to arrange payment.";

/**
 * A manual order's payment deadline (decision 073): the owner's days to pay (Site Content), 7 unless
 * she chooses; a reminder goes out this many days before it, and at it the order is cancelled.
 */
export const DEFAULT_PAYMENT_DAYS = 7;
export const PAYMENT_REMINDER_DAYS_BEFORE = 2;
/** 'Extend 7 days' on an unpaid manual order moves its deadline this far, from now or from the deadline if later. */
export const PAYMENT_EXTENSION_DAYS = 7;

/**
 * An unpaid order's deadline once the owner declines its customer's request to cancel (decision 076):
 * nothing was due while she looked, so it moves on by the time the request waited.
 */
export const dueAfterDecline = (dueAt: Date, requestedAt: Date, now: Date): Date =>
  new Date(dueAt.getTime() + Math.max(0, now.getTime() - requestedAt.getTime()));
