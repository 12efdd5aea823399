// Checkout constants without zod, so the storefront's initial bundle (the cart) does not carry the
// schemas of ./checkout.

/** The most of one board a single order may ask for; more is a conversation, not a cart. */
export const MAX_QUANTITY_PER_LINE = 20;

export const MANUAL_PAYMENT_MESSAGE = "Your order has been received. We'll contact you to arrange payment.";
