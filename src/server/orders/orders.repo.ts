import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";

export type OrderRow = typeof orders.$inferSelect;

export function ordersRepo(db: Db) {
  return {
    byUser(userId: string): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
