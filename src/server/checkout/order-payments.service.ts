import { createHash } from "node:crypto";
import { parseCents } from "@shared/money";
import type { Logger } from "pino";
import { Conflict } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { OrderCounters } from "../orders/order-counters";
import type { PaymentEvent, Payments } from "../infra/payments";
import type { OrderStock } from "../orders/order-stock";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { EventOutcome } from "../payments/event-outcome";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import type { OrderMail } from "../orders/order-emails";

type CardEvent = Extract<PaymentEvent, { paymentIntentId: string }>;

/** Why the shop gave a card payment back by itself (decision 015). */
const LATE_PAYMENT_REFUND_REASON = "Paid after its boards were sold";

/**
 * The refund row's id of an order's automatic refund: derived from the order, so the retry of a
 * webhook whose first attempt failed asks Stripe with the same metadata and writes the same row.
 */
function automaticRefundId(orderId: number): string {
  const hex = createHash("sha256").update(`order-${orderId}-refund`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type OrderPaymentsDeps = {
  orders: OrdersRepo;
  /** The automatic refund's row (decision 045). */
  refunds: Pick<RefundsRepo, "insert">;
  events: PaymentEventsRepo;
  stock: OrderStock;
  payments: Payments;
  logger: Logger;
  mail: OrderMail;
  holdMinutes: number;
  /** Boards held again or given back change the public catalogue. */
  changes: ChangeNotifier;
  /** Counts card payments for /metrics. */
  orderCounters?: OrderCounters;
};

/**
 * What happens to a card order after it was placed: Stripe's webhook events and the expiry of
 * unpaid holds (decisions 005 and 015). Boards go back to stock only once Stripe has cancelled the
 * intent, so a declined or expired intent can never be paid afterwards for boards sold again.
 */
export function orderPaymentsService(deps: OrderPaymentsDeps) {
  const { orders, events, stock, payments, logger, mail, changes } = deps;

  /**
   * Money taken for an order we cannot find is never recorded as handled: the non-2xx answer makes
   * Stripe retry for days, and each attempt is logged for the owner.
   */
  function unknownOrder(event: CardEvent) {
    logger.error(
      { eventId: event.id, paymentIntentId: event.paymentIntentId, orderId: event.orderId },
      "card payment for an unknown order",
    );
    return new Conflict(`No order matches payment ${event.paymentIntentId} yet`);
  }

  /** By the intent id, or, when the id was never stored (a crash right after the order's transaction), by the order id of its metadata. */
  async function findOrder(event: CardEvent): Promise<OrderRow | undefined> {
    const byIntent = await orders.findByIntent(event.paymentIntentId);
    if (byIntent || event.orderId === null) return byIntent;
    return orders.findWithoutIntent(event.orderId);
  }

  /**
   * A declined card leaves the intent open for another card (Stripe's requires_payment_method), so
   * the shopper can try again on the confirmation step: the boards stay held. Nothing goes back
   * here; the hold's expiry cancels the intent first, so no later success can find them sold.
   */
  async function paymentFailed(event: CardEvent, order: OrderRow): Promise<EventOutcome> {
    return orders.transaction(async (tx) => {
      if (!(await events.recordEvent(event, tx))) return "duplicate";
      await orders.linkIntent(order.id, event.paymentIntentId, tx);
      logger.info(
        { orderId: order.id, reason: event.message },
        "card declined; the boards stay held for another try until the hold expires",
      );
      return "handled";
    });
  }

  async function paymentSucceeded(event: CardEvent, order: OrderRow): Promise<EventOutcome> {
    const settled = await orders.transaction(
      async (tx): Promise<{ refund: OrderRow } | { paid?: OrderRow; recorded: boolean; heldAgain?: boolean }> => {
        const row = await orders.lock(order.id, tx);
        if (!row) throw unknownOrder(event);
        if (row.paymentStatus === "refunded") return { refund: row };
        if (row.paymentStatus === "paid") return { recorded: await events.recordEvent(event, tx) };
        // The boards went back (hold expired, or the intent was never stored): the payment stands only if all can be held again.
        const sold = !row.stockReleased || (await stock.holdAgain(row, tx));
        const updated = await orders.settlePayment(row.id, sold ? "paid" : "refunded", event.paymentIntentId, tx);
        if (!sold) return { refund: updated };
        // The event, the paid order and its emails commit together, or none of them does (decision 042).
        const recorded = await events.recordEvent(event, tx);
        await mail.placed(updated, tx);
        return { paid: updated, recorded, heldAgain: row.stockReleased };
      },
    );
    if ("heldAgain" in settled && settled.heldAgain) await changes.notify("catalog");
    if ("refund" in settled) return refund(event, settled.refund);
    if (settled.paid) deps.orderCounters?.paid("card");
    return settled.recorded ? "handled" : "duplicate";
  }

  /** Fails a card order still awaiting payment and gives its boards back. */
  function closeUnpaid(orderId: number): Promise<OrderRow | undefined> {
    return orders.transaction((tx) => stock.closeUnpaid(orderId, "awaitingPayment", "failed", tx));
  }

  /**
   * The order is already marked refunded; the event is recorded only once Stripe has the refund, so
   * a failed call answers 500 and Stripe's retry of the event tries again (same idempotency key).
   * Then the event, the refund's row (the whole total, by card) and the two emails commit in one
   * transaction (decision 045). The refund carries its row's id, so the `charge.refunded` that
   * confirms it waits for the row instead of taking it for one made in Stripe's dashboard.
   */
  async function refund(event: CardEvent, order: OrderRow): Promise<EventOutcome> {
    const refundId = automaticRefundId(order.id);
    const made = await payments.refund({
      paymentIntentId: event.paymentIntentId,
      idempotencyKey: `order-${order.id}-refund`,
      metadata: { refundId, orderId: String(order.id) },
    });
    const handled = await orders.transaction(async (tx) => {
      if (!(await events.recordEvent(event, tx))) return false;
      await deps.refunds.insert(
        {
          id: refundId,
          orderId: order.id,
          amountCents: parseCents(order.total) ?? 0,
          reason: LATE_PAYMENT_REFUND_REASON,
          via: "card",
          status: made.status,
          stripeRefundId: made.id,
          confirmedAt: made.status === "succeeded" ? new Date() : null,
        },
        tx,
      );
      await mail.refunded(order, tx);
      return true;
    });
    if (!handled) return "duplicate";
    logger.warn(
      { orderId: order.id, paymentIntentId: event.paymentIntentId },
      "card payment arrived after the order's boards were sold; refunded it",
    );
    return "handled";
  }

  return {
    /**
     * A verified webhook event. The event id is recorded in the same transaction as its effect (a
     * refund: once Stripe has it), so a repeated delivery changes nothing, and a late 'failed'
     * never undoes a payment.
     */
    async handlePaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
      if (event.type === "other") return "ignored";
      if (await events.eventSeen(event.id)) return "duplicate";
      const order = await findOrder(event);
      if (order)
        return event.type === "payment_intent.succeeded" ? paymentSucceeded(event, order) : paymentFailed(event, order);
      // Not one of ours (no order id), or a failure with nothing held: nothing to do.
      if (event.type === "payment_intent.payment_failed" || event.orderId === null) return "ignored";
      throw unknownOrder(event);
    },

    /** Orders left unpaid past the hold give their boards back once their intent is cancelled (run periodically, any instance). */
    async expireUnpaid(now = new Date()): Promise<number[]> {
      const cutoff = new Date(now.getTime() - deps.holdMinutes * 60_000);
      const stale = await orders.awaitingPaymentSince(cutoff);
      const expired: number[] = [];
      for (const order of stale) {
        if (order.intent) {
          const stopped = await payments.cancelIntent(order.intent).catch((err: unknown) => {
            logger.warn(
              { err, orderId: order.id },
              "could not cancel the payment intent; the hold stays until the next run",
            );
            return null;
          });
          if (stopped === null) continue;
          if (!stopped) {
            logger.info(
              { orderId: order.id },
              "unpaid order past its hold is being paid; the hold stays for the success event",
            );
            continue;
          }
        }
        if (await closeUnpaid(order.id)) expired.push(order.id);
      }
      if (expired.length) await changes.notify("catalog");
      return expired;
    },

    /** The intent could not be created: the order fails and its boards go back (the browser got no client secret, so nothing can be paid). */
    async failUnstarted(orderId: number): Promise<void> {
      if (await closeUnpaid(orderId)) await changes.notify("catalog");
    },
  };
}
