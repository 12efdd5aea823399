import type { AdminOrder } from "@shared/orders";
import { paidCentsOf, refundSummary } from "../payments/refund-view";
import { restockableLeft } from "../payments/restock-view";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { OrdersService } from "./orders.service";

/**
 * The orders service whose answers carry their refunds (AdminOrder's `refunds`, `refunded`,
 * `refundable`, decision 045, and `restockable`, decision 070): one extra query per answer, whatever the page size.
 */
export function withRefunds(refunds: Pick<RefundsRepo, "forOrders">, orders: OrdersService): OrdersService {
  /** The admin's orders with their refunds: one query for the whole list. */
  async function withRefundRows(list: AdminOrder[]): Promise<AdminOrder[]> {
    const rows = await refunds.forOrders(list.map((order) => order.id));
    return list.map((order) => {
      const own = rows.filter((row) => row.orderId === order.id);
      if (own.length === 0) return order;
      return {
        ...order,
        ...refundSummary(paidCentsOf(order), own),
        restockable: restockableLeft(order.restockable, own),
      };
    });
  }
  const one = async (order: AdminOrder) => (await withRefundRows([order]))[0];
  return {
    ...orders,
    list: async (archived) => withRefundRows(await orders.list(archived)),
    page: async (archived, query) => {
      const page = await orders.page(archived, query);
      return { ...page, items: await withRefundRows(page.items) };
    },
    bulk: async (input) => withRefundRows(await orders.bulk(input)),
    setStatus: async (id, update) => one(await orders.setStatus(id, update)),
    archive: async (id) => one(await orders.archive(id)),
    unarchive: async (id) => one(await orders.unarchive(id)),
    cancel: async (id) => one(await orders.cancel(id)),
    markPaid: async (id, input) => one(await orders.markPaid(id, input)),
  };
}
