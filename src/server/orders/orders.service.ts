import type { PaymentStatus } from "@shared/checkout";
import { centsToDecimal, parseCents } from "@shared/money";
import { parseOrderItems, type AdminOrder, type OrderStatus, type UserOrder } from "@shared/orders";
import { conflict, notFound } from "../http/errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Payments } from "../infra/payments";
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

/** Why an order can't be cancelled, in words for the admin; null when it can. */
function cannotCancel(row: OrderRow): string | null {
  switch (row.paymentStatus as PaymentStatus) {
    case "paid":
      return "This order is paid, so it can't be cancelled. Refund the payment in Stripe instead.";
    case "refunded":
      return "This order's payment was already refunded, so there is nothing to cancel.";
    case "cancelled":
      return "This order is already cancelled.";
  }
  return row.status === "ordered" ? null : "This order has already shipped, so it can't be cancelled.";
}

export function ordersService(repo: OrdersRepo, payments: Payments, changes: ChangeNotifier) {
  const missing = () => notFound("Order not found");
  async function find(orderId: number): Promise<OrderRow> {
    const row = await repo.findById(orderId);
    if (!row) throw missing();
    return row;
  }

  /**
   * An unpaid card order's intent must be cancelled before its boards go back, or the shopper could
   * still pay for boards sold again (decision 015). Paid meanwhile: the order stays as it is.
   */
  async function stopCardPayment(row: OrderRow): Promise<void> {
    if (!row.stripePaymentIntentId || cannotCancel(row)) return;
    if (!(await payments.cancelIntent(row.stripePaymentIntentId))) {
      throw conflict("The card payment for this order has just gone through, so it can't be cancelled. Reload the orders to see it paid.");
    }
  }
  return {
    /** A signed-in customer's own orders, newest first (SPEC §6: read only when signed in). */
    async forUser(user: { id: string; email: string; emailVerified: boolean }): Promise<UserOrder[]> {
      return (await repo.byCustomer(user)).map(toUserOrder);
    },
    async list(archived: boolean): Promise<AdminOrder[]> {
      return (await repo.byArchived(archived)).map(toAdminOrder);
    },
    async setStatus(id: number, status: OrderStatus): Promise<AdminOrder> {
      const row = await repo.update(id, { status });
      if (!row) throw missing();
      return toAdminOrder(row);
    },
    async archive(id: number): Promise<AdminOrder> {
      const row = await repo.update(id, { archived: true });
      if (!row) throw missing();
      return toAdminOrder(row);
    },
    /**
     * PATCH /api/admin/orders/:id/cancel: calls off an order that was never paid nor shipped and
     * gives its boards back once. Cancelling a cancelled order answers it unchanged.
     */
    async cancel(id: number): Promise<AdminOrder> {
      const row = await find(id);
      if (row.paymentStatus === "cancelled") return toAdminOrder(row);
      const refusal = cannotCancel(row);
      if (refusal) throw conflict(refusal);
      await stopCardPayment(row);
      // The update is conditional: an order paid, shipped or cancelled meanwhile is judged as it is now.
      const now = (await repo.cancel(row.id)) ?? (await find(row.id));
      if (now.paymentStatus !== "cancelled") throw conflict(cannotCancel(now) ?? "This order changed meanwhile. Reload the orders and try again.");
      // Its boards went back: the public catalogue shows them again (decision 018).
      await changes.notify("catalog");
      return toAdminOrder(now);
    },
    /** SPEC §4: only an archived order can be deleted; one never paid gives its boards back. */
    async remove(id: number): Promise<void> {
      const row = await find(id);
      if (!row.archived) throw conflict("Only archived orders can be deleted. Archive the order first.");
      await stopCardPayment(row);
      if (!(await repo.deleteArchived(row.id))) throw missing();
      // An unpaid order's boards went back with it.
      await changes.notify("catalog");
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
