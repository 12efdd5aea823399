import type { RestockLine } from "@shared/refunds";
import type { RefundRow } from "./refunds.repo";

// The arithmetic of boards going back to stock with refunds, line by line of a shop order (decision
// 070). A line is counted in boards; `base` is what each line holds that could go back at all.

type RestockOf = Pick<RefundRow, "status" | "restocked" | "restockAll" | "restockLines">;

/**
 * A refund's boards count against the order's when they went back already, or when the refund may
 * still put them back (pending or succeeded). A refund that failed before it was recorded put
 * nothing back and holds nothing.
 */
const holds = (refund: RestockOf) => refund.restocked || refund.status !== "failed";

/**
 * What each line of an order holds that could go back to stock: its quantity, 0 for a line naming
 * no board (lines from before snapshots), and 0 everywhere once the order's boards went back
 * (`stock_released`).
 */
export function restockBase(
  lines: readonly { productId: string | null; quantity: number }[],
  stockReleased: boolean,
): number[] {
  return lines.map((line) => (stockReleased || !line.productId ? 0 : line.quantity));
}

/**
 * Per line, the boards that can still go back with a new refund: the base less what refunds put
 * back or will. A refund that puts back all that is left (a cancellation) leaves nothing, before it
 * is recorded too; once recorded, the order's boards are back and the base is 0.
 */
export function restockableLeft(base: readonly number[], refunds: readonly RestockOf[]): number[] {
  const holding = refunds.filter(holds);
  if (holding.some((refund) => refund.restockAll && !refund.restocked)) return base.map(() => 0);
  const left = [...base];
  for (const refund of holding) {
    for (const { line, quantity } of refund.restockLines) {
      if (line < left.length) left[line] = Math.max(0, left[line] - quantity);
    }
  }
  return left;
}

/** Per line of an order of `lineCount` lines, the boards its recorded refunds put back. */
export function restockedByLine(lineCount: number, refunds: readonly RestockOf[]): number[] {
  const back = Array.from({ length: lineCount }, () => 0);
  for (const refund of refunds) {
    if (!refund.restocked) continue;
    for (const { line, quantity } of refund.restockLines) if (line < lineCount) back[line] += quantity;
  }
  return back;
}

/**
 * What a refund's asked lines put back now that it is recorded: each at most what its line holds
 * less what went back already (`back`), so no board goes back twice whatever came first. Lines left
 * with nothing are dropped.
 */
export function restockNow(asked: readonly RestockLine[], base: readonly number[], back: readonly number[]) {
  return asked.flatMap(({ line, quantity }) => {
    const room = Math.max(0, (base[line] ?? 0) - (back[line] ?? 0));
    const now = Math.min(quantity, room);
    return now > 0 ? [{ line, quantity: now }] : [];
  });
}

/** The first asked line beyond what it has `left`, with what is left of it; null when all fit. */
export function overAsked(
  asked: readonly RestockLine[],
  left: readonly number[],
): { index: number; line: number; left: number } | null {
  for (const [index, { line, quantity }] of asked.entries()) {
    const free = left[line] ?? 0;
    if (quantity > free) return { index, line, left: free };
  }
  return null;
}
