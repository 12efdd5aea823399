import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { PaymentStatus } from "@shared/checkout";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { closeUnpaidOrders } from "../checkout/stock";

export type OrderRow = typeof orders.$inferSelect;

/** Never paid and never shipped: the admin may call it off, and its boards are still the shop's. */
const UNPAID: PaymentStatus[] = ["manual", "awaiting_payment", "failed"];
const cancellable = and(inArray(orders.paymentStatus, UNPAID), eq(orders.status, "ordered"));

export function ordersRepo(db: Db) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  return {
    /** Orders placed signed in, plus guest orders to the address once it is verified. */
    byCustomer(user: { id: string; email: string; emailVerified: boolean }): Promise<OrderRow[]> {
      const mine = eq(orders.userId, user.id);
      const asGuest = and(isNull(orders.userId), eq(sql`lower(${orders.customerEmail})`, user.email.toLowerCase()));
      return db
        .select()
        .from(orders)
        .where(user.emailVerified ? or(mine, asGuest) : mine)
        .orderBy(...newestFirst);
    },
    byArchived(archived: boolean): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.archived, archived)).orderBy(...newestFirst);
    },
    async update(id: number, values: Partial<Pick<OrderRow, "status" | "archived">>): Promise<OrderRow | undefined> {
      const rows = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
      return rows[0];
    },
    async findById(id: number): Promise<OrderRow | undefined> {
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0];
    },
    /** Cancels the order if it is still cancellable and gives its boards back, in one transaction. */
    async cancel(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.transaction((tx) => closeUnpaidOrders(tx, and(eq(orders.id, id), cancellable), "cancelled"));
      return row;
    },
    /**
     * Deletes only an archived order; answers whether one was deleted. One never paid nor shipped
     * gives its boards back in the same transaction; a paid order's boards were sold and stay so.
     */
    async deleteArchived(id: number): Promise<boolean> {
      const archived = and(eq(orders.id, id), eq(orders.archived, true));
      return db.transaction(async (tx) => {
        await closeUnpaidOrders(tx, and(archived, cancellable), "cancelled");
        const rows = await tx.delete(orders).where(archived).returning({ id: orders.id });
        return rows.length > 0;
      });
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
