import { parseOrderItems } from "@shared/orders";
import type { RestockLine } from "@shared/refunds";
import type { Tx } from "../db/tx";
import { Conflict, Invalid } from "../errors";
import type { OrderStock } from "../orders/order-stock";
import type { OrderRow } from "../orders/orders.repo";
import type { RefundRow, RefundsRepo } from "../payments/refunds.repo";
import { overAsked, restockableLeft, restockBase, restockedByLine, restockNow } from "../payments/restock-view";

// The boards a shop order's refund puts back, line by line (decision 070): checked when the refund is
// reserved, put back once it is recorded, both with the order row locked.

/** What a refund asks to put back: lines of the order, or all that is not back yet (approving a cancellation). */
export type RestockPlan = readonly RestockLine[] | "rest";

/** The refund row's columns for what it asks to put back. */
export type RestockAsked = Pick<RefundRow, "restockLines" | "restockAll">;

const linesOf = (order: Pick<OrderRow, "items">) => parseOrderItems(order.items) ?? [];

/** 'Walnut Board', for the owner's messages and the history. */
const nameOf = (order: Pick<OrderRow, "items">, line: number) => linesOf(order)[line]?.productName ?? `line ${line}`;

/**
 * Checks what a new refund asks to put back against what the order's lines hold less what its other
 * refunds put back or will (`refunds`, read with the order locked, so two refunds racing for the
 * last board queue and the second is refused). A line the order does not have, or that names no
 * board, is refused with 400; more than is left with 409.
 */
export function checkRestock(order: OrderRow, plan: RestockPlan, refunds: readonly RefundRow[]): RestockAsked {
  if (plan === "rest") return { restockLines: [], restockAll: true };
  const lines = linesOf(order);
  for (const [index, { line }] of plan.entries()) {
    if (line >= lines.length) {
      throw new Invalid(`Order #${order.id} has no line ${line}.`, [
        { path: `restock.${index}.line`, message: "This order has no such line" },
      ]);
    }
    if (!lines[line].productId) {
      throw new Invalid(`${lines[line].productName} is no board of the catalogue, so it cannot go back in stock.`, [
        { path: `restock.${index}.line`, message: "This line names no board of the catalogue" },
      ]);
    }
  }
  const over = overAsked(plan, restockableLeft(restockBase(lines, order.stockReleased), refunds));
  if (over) {
    const name = nameOf(order, over.line);
    throw new Conflict(
      over.left === 0
        ? `No more ${name} of this order can go back in stock: all are back already or on their way.`
        : `At most ${over.left} × ${name} of this order can still go back in stock.`,
    );
  }
  return { restockLines: [...plan], restockAll: false };
}

/** What went back with a refund, by name, for its history entry. */
export const restockedNames = (order: Pick<OrderRow, "items">, lines: readonly RestockLine[]) =>
  lines.map(({ line, quantity }) => ({ productName: nameOf(order, line), quantity }));

/**
 * Puts back what a refund being recorded asks, in the caller's transaction with the order locked:
 * its lines, each at most what is not back yet, or, for one that puts back all the rest (and for
 * approving the cancellation of an order refunded already, `refund` null), every board not back yet,
 * once, through the order's stock_released flag. The refund row keeps what went back. Answers it.
 */
export async function restockOnRecord(
  deps: { repo: Pick<RefundsRepo, "of" | "update">; stock: Pick<OrderStock, "release" | "putBack"> },
  order: OrderRow,
  refund: RefundRow | null,
  all: boolean,
  tx: Tx,
): Promise<RestockLine[]> {
  if (!all && !refund?.restockLines.length) return [];
  const lines = linesOf(order);
  const back = restockedByLine(lines.length, await deps.repo.of({ orderId: order.id }, tx));
  const put = all
    ? ((await deps.stock.release(order.id, tx, back)) ?? [])
    : await deps.stock.putBack(
        order,
        restockNow(refund!.restockLines, restockBase(lines, order.stockReleased), back),
        tx,
      );
  if (refund) await deps.repo.update(refund.id, { restockLines: put, restocked: put.length > 0 }, tx);
  return put;
}
