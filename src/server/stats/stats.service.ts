import { centsToDecimal, parseCents } from "@shared/money";
import type { AdminStats } from "@shared/stats";
import type { OrdersRepo } from "../orders/orders.repo";

/** The admin's statistics strip, counted by orders.repo (the one owner of the orders table). */
export function statsService(orders: OrdersRepo) {
  return {
    async adminStats(): Promise<AdminStats> {
      const { revenue, ...counts } = await orders.stats();
      return { ...counts, revenueCollected: centsToDecimal(parseCents(revenue) ?? 0) };
    },
  };
}
export type StatsService = ReturnType<typeof statsService>;
