import type { CommissionPaymentKind, CommissionView } from "@shared/commissions";

/** How often, and how many times, the page asks again while a card payment is being confirmed. */
export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_MAX_POLLS = 20;

/**
 * A card payment the customer confirmed, which the server learns of from the provider's webhook:
 * the part paid, and how many answers the page had read when the wait began.
 */
export type PaymentWait = { kind: CommissionPaymentKind; fromUpdate: number };

/** True while the part paid for is not yet shown paid and the page has not asked too often. */
export function keepWaiting(view: CommissionView | undefined, wait: PaymentWait | null, updates: number): boolean {
  if (!wait || !view) return false;
  return view[wait.kind].paidAt === null && updates - wait.fromUpdate < PAYMENT_MAX_POLLS;
}
