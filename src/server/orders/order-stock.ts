import { parseOrderItems } from "@shared/orders";
import type { RestockLine } from "@shared/refunds";
import type { CatalogRepo } from "../catalog/catalog.repo";
import type { Executor, Tx } from "../db/tx";
import type { Closable, OrderRow, OrdersRepo } from "./orders.repo";

/** Gives back the discount code's use an order held (decision 059). */
export type DiscountUseReturn = { giveBack(orderId: number, tx: Tx): Promise<void> };

/** The lines of an order that hold boards, with their place in it (lines from before snapshots name no board). */
const heldLines = (items: string) =>
  (parseOrderItems(items) ?? []).flatMap(({ productId, quantity }, line) =>
    productId ? [{ line, productId, quantity }] : [],
  );

/**
 * The boards an order holds: given back when it closes unpaid, held again when a late payment
 * arrives (decisions 005, 015). Each step runs in the caller's transaction.
 */
export function orderStock(orders: OrdersRepo, catalog: CatalogRepo, discounts?: DiscountUseReturn) {
  /**
   * Gives back the boards an order held, once: the order's stock_released flag guards the return.
   * `back` says, per line, how many refunds put back already (decision 070): only the rest goes back.
   * Answers the lines given back, or undefined when the order's boards had gone back already.
   */
  async function release(
    orderId: number,
    ex?: Executor,
    back: readonly number[] = [],
  ): Promise<RestockLine[] | undefined> {
    const items = await orders.markStockReleased(orderId, ex);
    if (items === undefined) return undefined;
    const given: RestockLine[] = [];
    for (const { line, productId, quantity } of heldLines(items)) {
      const rest = quantity - (back[line] ?? 0);
      if (rest <= 0) continue;
      await catalog.restock(productId, rest, ex);
      given.push({ line, quantity: rest });
    }
    return given;
  }

  return {
    release,

    /**
     * Puts back some boards of an order, by line (a refund's, decision 070), while its boards as a
     * whole have not gone back. The caller holds the order locked and has checked the quantities
     * against what the lines hold. Answers the lines put back.
     */
    async putBack(
      order: Pick<OrderRow, "items" | "stockReleased">,
      lines: readonly RestockLine[],
      tx: Tx,
    ): Promise<RestockLine[]> {
      if (order.stockReleased) return [];
      const held = heldLines(order.items);
      const given: RestockLine[] = [];
      for (const { line, quantity } of lines) {
        const board = held.find((one) => one.line === line);
        if (!board || quantity <= 0) continue;
        await catalog.restock(board.productId, quantity, tx);
        given.push({ line, quantity });
      }
      return given;
    },

    /**
     * Moves the order to `to` if it is still `closable` and gives its boards back, and its discount
     * code's use (decision 059). Only call it once
     * no card payment can still go through for it: cancel the intent first.
     */
    async closeUnpaid(
      orderId: number,
      closable: Closable,
      to: "failed" | "cancelled",
      tx: Tx,
    ): Promise<OrderRow | undefined> {
      const closed = await orders.close(orderId, closable, to, tx);
      if (closed) {
        await release(closed.id, tx);
        await discounts?.giveBack(closed.id, tx);
      }
      return closed;
    },

    /**
     * Holds every board of an order whose boards went back, or none: a savepoint undoes the lines
     * already held when one board is gone. True when all are held again.
     */
    async holdAgain(order: Pick<OrderRow, "id" | "items">, tx: Tx): Promise<boolean> {
      const gone = new Error("a board is gone");
      try {
        await orders.transaction(async (savepoint) => {
          const lines = parseOrderItems(order.items) ?? [];
          for (const { productId, quantity } of lines) {
            if (!productId || !(await catalog.holdStock(productId, quantity, savepoint))) throw gone;
          }
          await orders.markStockHeld(order.id, savepoint);
        }, tx);
        return true;
      } catch (err) {
        if (err === gone) return false;
        throw err;
      }
    },
  };
}
export type OrderStock = ReturnType<typeof orderStock>;
