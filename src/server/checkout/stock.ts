import { and, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor, Tx } from "../db/tx";
import { orders, products } from "../db/schema";
import type { OrderItemSnapshot } from "@shared/orders";

type OrderRow = typeof orders.$inferSelect;
const itemsOf = (order: Pick<OrderRow, "items">) => JSON.parse(order.items) as OrderItemSnapshot[];

/**
 * Holds `quantity` boards with one conditional update: it succeeds only while enough are left,
 * so concurrent checkouts can never sell more than the stock. Made-to-order boards (stock null)
 * always succeed. At 0 the board goes out of stock in the same statement.
 */
export async function holdStock(tx: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({
      stock: sql`case when ${products.stock} is null then null else ${products.stock} - ${quantity} end`,
      inStock: sql`case when ${products.stock} is null then ${products.inStock} else ${products.stock} - ${quantity} > 0 end`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, productId), eq(products.inStock, true), or(isNull(products.stock), gte(products.stock, quantity))))
    .returning({ id: products.id });
  return rows.length === 1;
}

/**
 * Holds every board of an order whose boards went back, or none: a savepoint undoes the lines
 * already held when one board is gone. True when all are held again.
 */
export async function holdOrderStockAgain(tx: Tx, order: Pick<OrderRow, "id" | "items">): Promise<boolean> {
  const gone = Symbol("a board is gone");
  try {
    await tx.transaction(async (savepoint) => {
      for (const item of itemsOf(order)) {
        if (!item.productId || !(await holdStock(savepoint, item.productId, item.quantity))) throw gone;
      }
      await savepoint.update(orders).set({ stockReleased: false }).where(eq(orders.id, order.id));
    });
    return true;
  } catch (err) {
    if (err === gone) return false;
    throw err;
  }
}

/** Gives back the boards an order held, once: the order's stock_released flag guards the return. */
export async function releaseOrderStock(tx: Executor, orderId: number): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ items: orders.items });
  if (!order) return false;
  for (const item of itemsOf(order)) {
    if (!item.productId) continue;
    await tx
      .update(products)
      .set({
        // A board that sold out through orders comes back in stock; one the owner took off sale stays off.
        inStock: sql`case when ${products.stock} = 0 then true else ${products.inStock} end`,
        stock: sql`${products.stock} + ${item.quantity}`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, item.productId), sql`${products.stock} is not null`));
  }
  return true;
}

/**
 * Moves the orders matching `where` (which names the payment states they may leave) to `to` and
 * gives their boards back, in the caller's transaction. Only call it once no card payment can
 * still go through for them: cancel the intent first.
 */
export async function closeUnpaidOrders(tx: Executor, where: SQL | undefined, to: "failed" | "cancelled"): Promise<OrderRow[]> {
  const closed = await tx.update(orders).set({ paymentStatus: to }).where(where).returning();
  for (const order of closed) await releaseOrderStock(tx, order.id);
  return closed;
}
