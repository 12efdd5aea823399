import type { OrderListQuery, Page } from "@shared/admin-lists";
import type { OrderBulk } from "@shared/bulk";
import { parseCents } from "@shared/money";
import { orderTaxLabel } from "@shared/tax";
import { keptAmounts, type KeptAmounts } from "@shared/amount-rows";
import {
  isReviewable,
  parseOrderItems,
  type AdminOrder,
  type OrderAmounts,
  type OrderHistoryEntry,
  type OrderStatusUpdate,
  type PaymentMethod,
  type Shipment,
  type UserOrder,
} from "@shared/orders";
import { Conflict, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Payments } from "../infra/payments";
import type { OrderCounters } from "./order-counters";
import type { Tx } from "../db/tx";
import type { OrderStock } from "./order-stock";
import type { OrderRow, OrdersRepo } from "./orders.repo";
import { paidCentsOf, refundSummary } from "../payments/refund-view";
import { restockBase } from "../payments/restock-view";
import { recordedMethod, type PaymentMethodList } from "../payments/payment-method";
import { cancellationOf } from "./order-cancellation";
import { carrierName, parcelOf } from "../shipping/parcel";
import type { ShippingMail } from "./shipping-emails";

/**
 * Subtotal, shipping, discount, tax and total of a stored order: its total holds the shipping
 * (decision 022) less the discount (decision 059) plus the tax (decision 064); the boards are what
 * is left of it, as every place's rows work them out (keptFigures, decision 067).
 */
export function amounts(
  row: Pick<OrderRow, "total" | "shipping" | "discount" | "discountCode" | "tax" | "taxState" | "taxRate">,
): OrderAmounts {
  return keptAmounts(keptOf(row));
}

/** A stored order's money in cents, as kept on its row. */
export function keptOf(
  row: Pick<OrderRow, "total" | "shipping" | "discount" | "discountCode" | "tax" | "taxState" | "taxRate">,
): KeptAmounts {
  return {
    totalCents: parseCents(row.total) ?? 0,
    shippingCents: parseCents(row.shipping) ?? 0,
    discountCents: parseCents(row.discount) ?? 0,
    discountCode: row.discountCode,
    taxCents: parseCents(row.tax) ?? 0,
    taxLabel: orderTaxLabel(row),
  };
}

/** How the order travels, once it has left: none while it is Ordered (decision 025). */
export function shipmentOf(row: OrderRow): Shipment | null {
  if (row.status === "ordered" || !row.shippedAt) return null;
  return { ...parcelOf(row), shippedAt: row.shippedAt.toISOString() };
}

function toUserOrder(
  row: OrderRow,
  page: string | null,
  reviewPath?: (orderId: number, line: number) => string,
): UserOrder {
  const reviewable = reviewPath && isReviewable(row);
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    ...amounts(row),
    createdAt: row.createdAt.toISOString(),
    items: (parseOrderItems(row.items) ?? []).map(({ productName, quantity }, line) => ({
      productName,
      quantity,
      review: reviewable ? reviewPath(row.id, line) : null,
    })),
    shipment: shipmentOf(row),
    page,
  };
}

/**
 * The admin's view of an order. Its refunds are added by the refunds service (one query per page,
 * decision 045); until then it shows none.
 */
export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: row.items,
    ...amounts(row),
    status: row.status,
    paymentStatus: row.paymentStatus,
    stripePaymentIntentId: row.stripePaymentIntentId,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    history: row.history,
    shipment: shipmentOf(row),
    ...refundSummary(paidCentsOf(row), []),
    restockable: restockBase(parseOrderItems(row.items) ?? [], row.stockReleased),
    cancellationRequest: cancellationOf(row),
    gift: row.gift ?? null,
    paymentDueAt: row.paymentStatus === "manual" ? (row.paymentDueAt?.toISOString() ?? null) : null,
  };
}

/** Why an order can't be cancelled, in words for the admin; null when it can. */
function cannotCancel(row: OrderRow): string | null {
  switch (row.paymentStatus) {
    case "paid":
      return row.paidAt
        ? "This order is marked as paid, so it can't be cancelled. Refund it instead."
        : "This order is paid, so it can't be cancelled. Refund it instead.";
    case "refunded":
      return "This order's payment was already refunded, so there is nothing to cancel.";
    case "cancelled":
      return "This order is already cancelled.";
  }
  return row.status === "ordered" ? null : "This order has already shipped, so it can't be cancelled.";
}

function cannotMarkPaid(row: OrderRow): string {
  switch (row.paymentStatus) {
    case "cancelled":
      return "This order is cancelled, so it can't be marked as paid.";
    case "refunded":
      return "This order's payment was refunded, so it can't be marked as paid.";
  }
  return "This order is paid by card: Stripe confirms its payment, so it can't be marked as paid by hand.";
}

/** Orders whose payment was called off: nothing to send (decision 030). */
const CLOSED_PAYMENTS: ReadonlySet<OrderRow["paymentStatus"]> = new Set(["cancelled", "failed", "refunded"]);

/** "Order #4" or "Orders #4, #9", for a message naming them. */
function orderList(ids: readonly number[]): string {
  return `${ids.length === 1 ? "Order" : "Orders"} ${ids.map((id) => `#${id}`).join(", ")}`;
}

type OrdersServiceDeps = {
  repo: OrdersRepo;
  stock: OrderStock;
  payments: Payments;
  changes: ChangeNotifier;
  /** The shipping updates, queued in the move's transaction (decision 042). */
  mail: ShippingMail;
  /** Counts orders marked as paid for /metrics. */
  orderCounters?: OrderCounters;
  /** Queues the receipt of an order just marked paid, in the mark's transaction (decisions 039, 042). */
  receipt?: (paid: OrderRow, tx: Tx) => Promise<void>;
  /** The order's own page, linked from the customer's dashboard (decision 039). */
  orderPath?: (orderId: number) => string;
  /** The page that reviews a line of a delivered order, linked from the customer's dashboard (decision 099). */
  reviewPath?: (orderId: number, line: number) => string;
  /** The owner's payment methods: a recorded payment's method must be one of them (decision 079). */
  paymentMethods: PaymentMethodList;
};

export function ordersService({
  repo,
  stock,
  payments,
  changes,
  mail,
  orderCounters,
  receipt,
  orderPath,
  reviewPath,
  paymentMethods,
}: OrdersServiceDeps) {
  const missing = () => new NotFound("Order not found");
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
      throw new Conflict(
        "The card payment for this order has just gone through, so it can't be cancelled. Reload the orders to see it paid.",
      );
    }
  }
  function ship(id: number, carrier: string | null, trackingNumber: string | null, at: Date, tx?: Tx) {
    const entry: OrderHistoryEntry = { event: "shipped", at: at.toISOString(), carrier, trackingNumber };
    return repo.moveTo(id, { to: "shipped", carrier, trackingNumber }, entry, at, tx);
  }
  function deliver(id: number, at: Date, tx?: Tx) {
    return repo.moveTo(id, { to: "delivered" }, { event: "delivered", at: at.toISOString() }, at, tx);
  }
  /** The move's email, in its transaction: the move commits with it or not at all (decision 042). */
  function mailMove(moved: OrderRow, tx: Tx): Promise<void> {
    return moved.status === "shipped" ? mail.shipped(moved, tx) : mail.delivered(moved, tx);
  }

  return {
    /** A signed-in customer's own orders, newest first (SPEC §6: read only when signed in). */
    async forUser(user: { id: string; email: string; emailVerified: boolean }): Promise<UserOrder[]> {
      return (await repo.byCustomer(user)).map((row) => toUserOrder(row, orderPath?.(row.id) ?? null, reviewPath));
    },
    async list(archived: boolean): Promise<AdminOrder[]> {
      return (await repo.byArchived(archived)).map(toAdminOrder);
    },
    /** One page of the admin's shop orders or archived ones: search, filters, sort (decision 026). */
    async page(archived: boolean, query: OrderListQuery): Promise<Page<AdminOrder>> {
      const { items, total } = await repo.page(archived, query);
      return { items: items.map(toAdminOrder), total };
    },
    /**
     * PATCH /api/admin/orders/:id/status (SPEC §4: any of the three, at any time). Moving into
     * Shipped stores the carrier and tracking number given and mails 'Your board is on its way';
     * into Delivered, the thank-you with the care instructions. Both are recorded in the history,
     * and the email is queued in the move's transaction (decision 042). An order already in that
     * status is answered unchanged and mails nothing (decision 025).
     */
    async setStatus(id: number, update: OrderStatusUpdate): Promise<AdminOrder> {
      if (update.status === "ordered") {
        const row = await repo.update(id, { status: update.status });
        if (!row) throw missing();
        return toAdminOrder(row);
      }
      const at = new Date();
      const moved = await repo.transaction(async (tx) => {
        const row =
          update.status === "shipped"
            ? await ship(id, carrierName(update.carrier), update.trackingNumber?.trim() || null, at, tx)
            : await deliver(id, at, tx);
        if (row) await mailMove(row, tx);
        return row;
      });
      if (!moved) return toAdminOrder(await find(id));
      return toAdminOrder(moved);
    },
    /**
     * POST /api/admin/orders/bulk: archives the orders, or sets their status as setStatus does one by
     * one (Shipped without a parcel mails 'Your board is on its way' to each order it moved), all or
     * nothing: an id without an order, or an order refusing the move, changes none (decision 030).
     */
    async bulk(input: OrderBulk): Promise<AdminOrder[]> {
      const at = new Date();
      const rows = await repo.transaction(async (tx) => {
        const found = await repo.lockMany(input.ids, tx);
        const unknown = input.ids.filter((id) => !found.some((row) => row.id === id));
        if (unknown.length > 0) throw new NotFound(`${orderList(unknown)} not found. Nothing was changed.`);
        if (input.action === "archive") return repo.archiveMany(input.ids, tx);
        const { status } = input;
        if (status === "ordered") {
          // One after the other: the transaction has one connection.
          const updated: OrderRow[] = [];
          for (const id of input.ids) {
            const row = await repo.update(id, { status }, tx);
            if (row) updated.push(row);
          }
          return updated;
        }
        const refused = found.filter((row) => CLOSED_PAYMENTS.has(row.paymentStatus));
        if (refused.length > 0) {
          throw new Conflict(
            `${orderList(refused.map((row) => row.id))}: the payment was cancelled, failed or refunded, so ${refused.length === 1 ? "it" : "they"} can't be marked ${status}. Nothing was changed.`,
          );
        }
        const moved = new Map<number, OrderRow>();
        for (const id of input.ids) {
          const row = status === "shipped" ? await ship(id, null, null, at, tx) : await deliver(id, at, tx);
          if (!row) continue;
          moved.set(row.id, row);
          // Every moved order's email, in the one transaction: all commit, or none (decision 042).
          await mailMove(row, tx);
        }
        return found.map((row) => moved.get(row.id) ?? row);
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return input.ids.map((id) => toAdminOrder(byId.get(id)!));
    },
    async archive(id: number): Promise<AdminOrder> {
      const row = await repo.update(id, { archived: true });
      if (!row) throw missing();
      return toAdminOrder(row);
    },
    /** The archive toast's Undo (issue 40): the order goes back to the Shop Orders tab as it was. */
    async unarchive(id: number): Promise<AdminOrder> {
      const row = await repo.update(id, { archived: false });
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
      if (refusal) throw new Conflict(refusal);
      await stopCardPayment(row);
      // The update is conditional: an order paid, shipped or cancelled meanwhile is judged as it is now.
      const cancelled = await repo.transaction((tx) => stock.closeUnpaid(row.id, "cancellable", "cancelled", tx));
      const now = cancelled ?? (await find(row.id));
      if (now.paymentStatus !== "cancelled")
        throw new Conflict(cannotCancel(now) ?? "This order changed meanwhile. Reload the orders and try again.");
      // Its boards went back: the public catalogue shows them again (decision 018).
      await changes.notify("catalog");
      return toAdminOrder(now);
    },
    /**
     * POST /api/admin/orders/:id/mark-paid: the owner records that a manual order's payment arrived.
     * Once: marking a paid order again answers it unchanged (decision 022).
     */
    async markPaid(id: number, input: { paidOn: string; method?: PaymentMethod; note?: string }): Promise<AdminOrder> {
      const row = await find(id);
      if (row.paymentStatus === "paid") return toAdminOrder(row);
      if (row.paymentStatus !== "manual") throw new Conflict(cannotMarkPaid(row));
      const method = await recordedMethod(input.method, paymentMethods);
      const at = new Date();
      const entry: OrderHistoryEntry = {
        event: "marked_paid",
        at: at.toISOString(),
        paidOn: input.paidOn,
        method,
        note: input.note || null,
      };
      // Conditional: two clicks at once record one payment; the loser answers the order as it is now.
      // Only the mark that moved the order queues the receipt, in its transaction (decision 042).
      const paid = await repo.transaction(async (tx) => {
        const row = await repo.markManualPaid(id, entry, at, tx);
        if (row && receipt) await receipt(row, tx);
        return row;
      });
      if (paid) orderCounters?.paid("manual");
      return toAdminOrder(paid ?? (await find(id)));
    },
    /** SPEC §4: only an archived order can be deleted; one never paid gives its boards back. */
    async remove(id: number): Promise<void> {
      const row = await find(id);
      if (!row.archived) throw new Conflict("Only archived orders can be deleted. Archive the order first.");
      await stopCardPayment(row);
      // Never paid nor shipped: its boards go back in the same transaction; a paid order's boards were sold and stay so.
      const deleted = await repo.transaction(async (tx) => {
        await stock.closeUnpaid(row.id, "cancellable", "cancelled", tx);
        return repo.deleteArchived(row.id, tx);
      });
      if (!deleted) throw missing();
      // An unpaid order's boards went back with it.
      await changes.notify("catalog");
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
