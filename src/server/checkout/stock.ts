import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db/tx";
import { orders, products } from "../db/schema";
import type { OrderItemSnapshot } from "@shared/orders";

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

/** Gives back the boards an order held, once: the order's stock_released flag guards the return. */
export async function releaseOrderStock(tx: Executor, orderId: number): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ items: orders.items });
  if (!order) return false;
  for (const item of JSON.parse(order.items) as OrderItemSnapshot[]) {
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
