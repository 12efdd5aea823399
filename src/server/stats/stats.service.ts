import { inArray, sql } from "drizzle-orm";
import { centsToDecimal, parseCents } from "@shared/money";
import type { AdminStats } from "@shared/stats";
import type { Db } from "../db/client";
import { orders } from "../db/schema";


export function statsService(db: Db) {
  return {
    async adminStats(): Promise<AdminStats> {
      const [row] = await db
        .select({
          activeOrders: sql<number>`count(*) filter (where ${orders.status} <> 'delivered' and not ${orders.archived})`.mapWith(Number),
          completedOrders: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(Number),
          customersServed: sql<number>`count(distinct lower(${orders.customerEmail}))`.mapWith(Number),
          revenue: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
        })
        .from(orders)
        // Orders still awaiting card payment, or whose payment failed, are not orders yet (docs/statistics.md).
        .where(inArray(orders.paymentStatus, ["paid", "manual"]));
      return {
        activeOrders: row.activeOrders,
        completedOrders: row.completedOrders,
        customersServed: row.customersServed,
        revenueCollected: centsToDecimal(parseCents(row.revenue) ?? 0),
      };
    },
  };
}
export type StatsService = ReturnType<typeof statsService>;
