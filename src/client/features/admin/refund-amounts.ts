import { centsToDecimal, formatPrice, parseCents } from "@shared/money";

/** One quick pick of the refund dialog: 'Refund in full' or 'Half'. */
type RefundShortcut = { label: string; amount: string };

/**
 * The amounts one click away, from what is left to refund: all of it, and half of it rounded down
 * to the cent (so two halves never ask for more than is left). Half is left out below 2 cents.
 */
export function refundShortcuts(refundable: string): RefundShortcut[] {
  const left = parseCents(refundable) ?? 0;
  if (left <= 0) return [];
  const shortcuts = [{ label: "Refund in full", amount: centsToDecimal(left) }];
  const half = Math.floor(left / 2);
  if (half > 0 && half < left)
    shortcuts.push({ label: `Half (${formatPrice(centsToDecimal(half))})`, amount: centsToDecimal(half) });
  return shortcuts;
}

/**
 * Why an amount typed in the dialog cannot be refunded (above what is left), or null. The server
 * holds the same rule under concurrent clicks; this only says it before asking.
 */
export function overRefundMessage(amount: string, refundable: string): string | null {
  const cents = parseCents(amount);
  const left = parseCents(refundable) ?? 0;
  if (cents === null || cents <= left) return null;
  return `At most ${formatPrice(refundable)} is left to refund`;
}
