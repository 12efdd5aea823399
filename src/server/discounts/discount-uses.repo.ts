import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { discountUses } from "../db/schema";

/** The orders holding a discount code (decision 059): one row per order, gone when its use is given back. */
export function discountUsesRepo(db: Db) {
  return {
    async insert(values: typeof discountUses.$inferInsert, ex: Executor): Promise<void> {
      await ex.insert(discountUses).values(values);
    },
    /** Whether this customer email already holds a use of the code (emails are stored lower-case). */
    async usedByEmail(codeId: string, email: string, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .select({ orderId: discountUses.orderId })
        .from(discountUses)
        .where(and(eq(discountUses.codeId, codeId), eq(discountUses.email, email.toLowerCase())))
        .limit(1);
      return rows.length > 0;
    },
    /** The buyer's email on these orders' uses becomes `email` (a deleted customer, decision 065). */
    async forgetEmail(orderIds: readonly number[], email: string, ex: Executor = db): Promise<void> {
      if (orderIds.length === 0) return;
      await ex
        .update(discountUses)
        .set({ email })
        .where(inArray(discountUses.orderId, [...orderIds]));
    },
    /** Removes an order's use; answers the code it held, if any. */
    async removeForOrder(orderId: number, ex: Executor): Promise<string | undefined> {
      const rows = await ex
        .delete(discountUses)
        .where(eq(discountUses.orderId, orderId))
        .returning({ codeId: discountUses.codeId });
      return rows[0]?.codeId;
    },
    /** Money each code took off the orders holding it, in cents. */
    async discountedByCode(): Promise<Map<string, number>> {
      const rows = await db
        .select({
          codeId: discountUses.codeId,
          cents: sql<string>`(coalesce(sum(${discountUses.amount}), 0) * 100)::bigint`,
        })
        .from(discountUses)
        .groupBy(discountUses.codeId);
      return new Map(rows.map((row) => [row.codeId, Number(row.cents)]));
    },
  };
}
export type DiscountUsesRepo = ReturnType<typeof discountUsesRepo>;
