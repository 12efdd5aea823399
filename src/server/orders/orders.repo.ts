import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";

export type OrderRow = typeof orders.$inferSelect;

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
    /** Deletes only an archived order; answers whether one was deleted. */
    async deleteArchived(id: number): Promise<boolean> {
      const rows = await db
        .delete(orders)
        .where(and(eq(orders.id, id), eq(orders.archived, true)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
