import { centsToDecimal, parseCents } from "@shared/money";
import { parseOrderItems, type AdminOrder, type OrderStatus, type UserOrder } from "@shared/orders";
import { conflict, notFound } from "../http/errors";
import type { OrderRow, OrdersRepo } from "./orders.repo";

const money = (decimal: string) => centsToDecimal(parseCents(decimal) ?? 0);

function toUserOrder(row: OrderRow): UserOrder {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus as UserOrder["paymentStatus"],
    total: money(row.total),
    createdAt: row.createdAt.toISOString(),
    items: (parseOrderItems(row.items) ?? []).map(({ productName, quantity }) => ({ productName, quantity })),
  };
}

function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: row.items,
    total: money(row.total),
    status: row.status,
    paymentStatus: row.paymentStatus as AdminOrder["paymentStatus"],
    stripePaymentIntentId: row.stripePaymentIntentId,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
  };
}

export function ordersService(repo: OrdersRepo) {
  const missing = () => notFound("Order not found");
  const id = (raw: string) => {
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n <= 0) throw missing();
    return n;
  };
  return {
    /** A signed-in customer's own orders, newest first (SPEC §6: read only when signed in). */
    async forUser(user: { id: string; email: string; emailVerified: boolean }): Promise<UserOrder[]> {
      return (await repo.byCustomer(user)).map(toUserOrder);
    },
    async list(archived: boolean): Promise<AdminOrder[]> {
      return (await repo.byArchived(archived)).map(toAdminOrder);
    },
    async setStatus(rawId: string, status: OrderStatus): Promise<AdminOrder> {
      const row = await repo.update(id(rawId), { status });
      if (!row) throw missing();
      return toAdminOrder(row);
    },
    async archive(rawId: string): Promise<AdminOrder> {
      const row = await repo.update(id(rawId), { archived: true });
      if (!row) throw missing();
      return toAdminOrder(row);
    },
    /** SPEC §4: only an archived order can be deleted. */
    async remove(rawId: string): Promise<void> {
      const orderId = id(rawId);
      if (await repo.deleteArchived(orderId)) return;
      if (await repo.findById(orderId)) throw conflict("Only archived orders can be deleted. Archive the order first.");
      throw missing();
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
