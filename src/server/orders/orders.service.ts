import { centsToDecimal, parseCents } from "@shared/money";
import { parseOrderItems, type UserOrder } from "@shared/orders";
import type { OrderRow, OrdersRepo } from "./orders.repo";

function toUserOrder(row: OrderRow): UserOrder {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus as UserOrder["paymentStatus"],
    total: centsToDecimal(parseCents(row.total) ?? 0),
    createdAt: row.createdAt.toISOString(),
    items: (parseOrderItems(row.items) ?? []).map(({ productName, quantity }) => ({ productName, quantity })),
  };
}

export function ordersService(repo: OrdersRepo) {
  return {
    /** A signed-in customer's own orders, newest first (SPEC §6: read only when signed in). */
    async forUser(userId: string): Promise<UserOrder[]> {
      return (await repo.byUser(userId)).map(toUserOrder);
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
