import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { formatCents, parseCents } from "@shared/money";
import type { AdminOrder, OrderHistoryEntry } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import type { CancellationRequestInput, RefundRequest } from "@shared/refunds";
import type { EventOutcome } from "../payments/event-outcome";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import type { Executor, Tx } from "../db/tx";
import { Conflict, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import type { Payments, RefundEvent, StripeRefund } from "../infra/payments";
import type { OrderLinks } from "../orders/order-links";
import type { OrderStock } from "../orders/order-stock";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import { toAdminOrder } from "../orders/orders.service";
import { emailedOrder } from "../orders/order-emails";
import { refundFigures } from "../orders/order-documents";
import { cancellationDeclinedEmail, cancellationRequestNotice, cancelledEmail, refundEmail } from "./refund-emails";
import { paidCentsOf, refundSummary } from "../payments/refund-view";
import { cannotRequestCancellation } from "../orders/order-cancellation";
import { orderHowToPay } from "../orders/payment-emails";
import { askStripe, recordReported, replayOf } from "./stripe-refunds";
import type { RefundRow, RefundsRepo } from "../payments/refunds.repo";
import { refundTaxCents } from "@shared/tax";
import { dueAfterDecline } from "@shared/checkout-rules";
import { restockableLeft } from "../payments/restock-view";
import { checkRestock, restockedNames, restockOnRecord, type RestockPlan } from "./refund-restock";

export type RefundsServiceDeps = {
  repo: RefundsRepo;
  orders: OrdersRepo;
  stock: OrderStock;
  payments: Payments;
  /** The webhook's events: each is recorded in the transaction of its effect. */
  events: PaymentEventsRepo;
  changes: ChangeNotifier;
  mailer: Mailer;
  logger: Logger;
  links: Pick<OrderLinks, "orderOf" | "url">;
  shopEmail: (tx?: Executor) => Promise<string>;
  /** The owner's payment instructions, read in the caller's transaction. */
  paymentNote: (tx?: Executor) => Promise<string>;
  /** The order's own page, as GET /api/orders/<token> answers it. */
  orderPage: (token: string) => Promise<OrderPage>;
  /** A refund event whose payment is no shop order's: a commission part's, or none of ours. */
  commissionRefundEvent: (event: RefundEvent) => Promise<EventOutcome>;
};

/** A pending card refund is read from Stripe once it is this old, and failed once this old if Stripe never took it. */
const CHECK_AFTER_MS = 2 * 60_000;
const UNKNOWN_AFTER_MS = 15 * 60_000;

/** The reason of the refund that approving a customer's cancellation makes. */
const CANCELLATION_REASON = "Cancelled at the customer's request";

/** By card when Stripe took the money; by hand when the owner marked the order paid. */
const viaOf = (order: OrderRow): "card" | "manual" =>
  order.stripePaymentIntentId && !order.paidAt ? "card" : "manual";

type Settled = { order: OrderRow; restocked: boolean };
type Plan = {
  amountCents: number | "all";
  reason: string;
  restock: RestockPlan;
  cancel: boolean;
  by: string | null;
  /** The refund dialog's idempotency key; approving a cancellation has none. */
  key?: string;
};

/**
 * Refunds of shop orders and the customer's cancellation requests (decision 045). A refund is
 * checked and reserved with the order locked, so concurrent clicks never give back more than was
 * paid; a card refund is then asked of Stripe (one idempotency key per refund) and recorded, with
 * its history entry, stock and email, in one transaction once Stripe has it. Stripe's webhook
 * confirms it, or tells of one made in its dashboard.
 */
export function refundsService(deps: RefundsServiceDeps) {
  const { repo, orders, stock, payments, events, changes, mailer, links } = deps;
  const missing = () => new NotFound("Order not found");

  async function lockOrder(orderId: number, tx: Tx): Promise<OrderRow> {
    const order = await orders.lock(orderId, tx);
    if (!order) throw missing();
    return order;
  }

  /** Everything a refund changes besides its own row, in the caller's transaction (the order locked). */
  async function settle(order: OrderRow, refund: RefundRow | null, tx: Tx, cancel: boolean): Promise<Settled> {
    const at = new Date().toISOString();
    // What the refund puts back, per line; all not back yet when it closes the order (decision 070).
    const put = await restockOnRecord({ repo, stock }, order, refund, refund ? refund.restockAll : cancel, tx);
    const restocked = put.length > 0;
    const entries: OrderHistoryEntry[] = refund
      ? [
          {
            event: "refunded",
            at,
            amount: (refund.amountCents / 100).toFixed(2),
            reason: refund.reason,
            via: refund.via,
            restocked,
            restockedLines: restockedNames(order, put),
          },
        ]
      : [];
    if (cancel) entries.push({ event: "cancelled", at });
    const refunded = await repo.committedCents({ orderId: order.id }, tx);
    const paid = paidCentsOf(order);
    const updated = await orders.amend(
      order.id,
      entries,
      {
        ...(paid > 0 && refunded >= paid ? { paymentStatus: "refunded" as const } : {}),
        ...(cancel ? { cancellationRequestedAt: null, cancellationReason: null } : {}),
      },
      tx,
    );
    const url = links.url(order.id);
    // The email lists every refund so far, this one included, and the net paid (issue 40).
    const given = refundFigures(await repo.of({ orderId: order.id }, tx));
    const emailed = emailedOrder(order);
    await mailer.send(
      cancel
        ? cancelledEmail(emailed, refund && { amountCents: refund.amountCents, via: refund.via }, url, given)
        : refundEmail(emailed, refund!, url, given),
      tx,
    );
    return { order: updated, restocked };
  }

  /** Asks Stripe for a reserved card refund, then records what it answered. */
  async function throughStripe(order: OrderRow, refund: RefundRow, cancel: boolean): Promise<Settled> {
    const accepted = await askStripe(deps, refund, order.stripePaymentIntentId!, { orderId: String(order.id) });
    return repo.transaction(async (tx) => {
      const locked = await lockOrder(order.id, tx);
      const recorded = await repo.markAccepted(refund.id, accepted, tx);
      // The webhook recorded it first: its history entry and email are there already.
      if (!recorded) return { order: locked, restocked: false };
      return settle(locked, recorded, tx, cancel);
    });
  }

  /**
   * Reserves the refund with the order locked: the amount is checked against what was paid minus
   * the pending and succeeded refunds. A manual refund is recorded whole here; a card one waits
   * for Stripe.
   */
  async function refund(orderId: number, plan: Plan): Promise<Settled> {
    const reserved = await repo.transaction(
      async (tx): Promise<{ settled: Settled } | { card: { order: OrderRow; refund: RefundRow } }> => {
        const order = await lockOrder(orderId, tx);
        // Approving: the request is judged as it is now that the order is locked (declined, or shipped, meanwhile).
        if (plan.cancel && !order.cancellationRequestedAt)
          throw new Conflict("This order has no cancellation request to approve.");
        if (plan.cancel && order.status !== "ordered") {
          throw new Conflict("This order has already shipped, so it can no longer be cancelled.");
        }
        // A retry of a request already made answers what the first try did (issue 39).
        const earlier = plan.key && (await repo.findByRequestKey(plan.key, tx));
        if (earlier) {
          const replay = replayOf(earlier, { orderId }, plan.amountCents === "all" ? -1 : plan.amountCents);
          return replay === "ask again"
            ? { card: { order, refund: earlier } }
            : { settled: { order, restocked: false } };
        }
        const paid = paidCentsOf(order);
        if (paid === 0) throw new Conflict("This order was never paid, so there is nothing to refund.");
        const committed = await repo.committedCents({ orderId }, tx);
        const left = Math.max(0, paid - committed);
        if (plan.cancel && left === 0) return { settled: await settle(order, null, tx, true) };
        if (left === 0) throw new Conflict("This order was refunded in full already: there is nothing left to refund.");
        const amountCents = plan.amountCents === "all" ? left : plan.amountCents;
        if (amountCents > left) throw new Conflict(`The most that can be refunded is ${formatCents(left)}.`);
        // Checked with the order locked against its other refunds' lines: never a board back twice.
        const restock = checkRestock(order, plan.restock, await repo.of({ orderId }, tx));
        const via = viaOf(order);
        const row = await repo.insert(
          {
            orderId,
            amountCents,
            taxCents: refundTaxCents(parseCents(order.tax) ?? 0, paid, committed, amountCents),
            reason: plan.reason,
            via,
            // By hand it is done once recorded ("recorded by hand"); by card, once Stripe says so.
            status: via === "manual" ? "succeeded" : "pending",
            confirmedAt: via === "manual" ? new Date() : null,
            ...restock,
            createdBy: plan.by,
            requestKey: plan.key ?? null,
          },
          tx,
        );
        return via === "manual"
          ? { settled: await settle(order, row, tx, plan.cancel) }
          : { card: { order, refund: row } };
      },
    );
    const settled =
      "settled" in reserved
        ? reserved.settled
        : await throughStripe(reserved.card.order, reserved.card.refund, plan.cancel);
    // Its boards are for sale again (decision 018).
    if (settled.restocked) await changes.notify("catalog");
    return settled;
  }

  async function adminOrder(row: OrderRow): Promise<AdminOrder> {
    const order = toAdminOrder(row);
    const rows = await repo.of({ orderId: row.id });
    return {
      ...order,
      ...refundSummary(paidCentsOf(row), rows),
      restockable: restockableLeft(order.restockable, rows),
    };
  }

  /**
   * One refund Stripe reports, for the locked order: a refund new to the customer (ours whose
   * answer was lost, or one made in Stripe's dashboard) is settled and told; ours is confirmed.
   */
  async function applyStripeRefund(order: OrderRow, reported: StripeRefund, tx: Tx): Promise<Settled> {
    const made = await recordReported(
      deps,
      { orderId: order.id },
      paidCentsOf(order),
      reported,
      tx,
      parseCents(order.tax) ?? 0,
    );
    return made ? settle(order, made, tx, false) : { order, restocked: false };
  }

  return {
    /** POST /api/admin/orders/:id/refunds (decision 045). */
    async refundOrder(orderId: number, input: RefundRequest, by: string | null): Promise<AdminOrder> {
      const amountCents = parseCents(input.amount.trim())!;
      const { order } = await refund(orderId, {
        amountCents,
        reason: input.reason.trim(),
        restock: input.restock ?? [],
        cancel: false,
        by,
        key: input.idempotencyKey?.toLowerCase(),
      });
      return adminOrder(order);
    },

    /** POST /api/orders/<token>/cancellation: the customer asks; the owner is told. Asking twice changes nothing. */
    async requestCancellation(token: string, input: CancellationRequestInput): Promise<OrderPage> {
      const orderId = links.orderOf(token);
      if (orderId === null) throw missing();
      await repo.transaction(async (tx) => {
        const order = await lockOrder(orderId, tx);
        if (order.cancellationRequestedAt) return;
        const refusal = cannotRequestCancellation(order);
        if (refusal) throw new Conflict(refusal);
        const at = new Date();
        const reason = input.reason?.trim() || null;
        await orders.amend(
          orderId,
          [{ event: "cancellation_requested", at: at.toISOString(), reason }],
          { cancellationRequestedAt: at, cancellationReason: reason },
          tx,
        );
        await mailer.send(cancellationRequestNotice(order, reason, await deps.shopEmail(tx)), tx);
      });
      return deps.orderPage(token);
    },

    /**
     * POST /api/admin/orders/:id/cancellation/approve: a paid order is refunded in full (by card
     * through Stripe, by hand for a manual one) with its boards back; an unpaid one is cancelled as
     * 'Cancel' does. The customer is emailed.
     */
    async approveCancellation(orderId: number, by: string | null): Promise<AdminOrder> {
      const order = await orders.findById(orderId);
      if (!order) throw missing();
      if (!order.cancellationRequestedAt) throw new Conflict("This order has no cancellation request to approve.");
      const refusal = cannotRequestCancellation(order);
      if (refusal && order.paymentStatus !== "refunded") throw new Conflict(refusal);
      if (paidCentsOf(order) > 0) {
        const { order: cancelled } = await refund(orderId, {
          amountCents: "all",
          reason: CANCELLATION_REASON,
          restock: "rest",
          cancel: true,
          by,
        });
        return adminOrder(cancelled);
      }
      // Unpaid: a card payment must be stopped before its boards go back (decision 015).
      if (order.stripePaymentIntentId && !(await payments.cancelIntent(order.stripePaymentIntentId))) {
        throw new Conflict(
          "The card payment for this order has just gone through. Reload the order and approve again to refund it.",
        );
      }
      const cancelled = await repo.transaction(async (tx) => {
        const closed = await stock.closeUnpaid(orderId, "cancellable", "cancelled", tx);
        if (!closed) return undefined;
        return settle(closed, null, tx, true);
      });
      if (!cancelled) throw new Conflict("This order changed meanwhile. Reload it and try again.");
      await changes.notify("catalog");
      return adminOrder(cancelled.order);
    },

    /**
     * POST /api/admin/orders/:id/cancellation/decline: the order goes ahead; the customer is told. Nothing
     * was due while the owner looked (decision 076), so an unpaid order's deadline moves on by the time
     * the request waited, a reminder may go out again before it, and the email says how to pay by when.
     */
    async declineCancellation(orderId: number): Promise<AdminOrder> {
      const declined = await repo.transaction(async (tx) => {
        const order = await lockOrder(orderId, tx);
        const asked = order.cancellationRequestedAt;
        if (!asked) throw new Conflict("This order has no cancellation request to decline.");
        const now = new Date();
        const due = order.paymentStatus === "manual" ? order.paymentDueAt : null;
        const row = await orders.amend(
          orderId,
          [{ event: "cancellation_declined", at: now.toISOString() }],
          {
            cancellationRequestedAt: null,
            cancellationReason: null,
            ...(due ? { paymentDueAt: dueAfterDecline(due, asked, now), paymentRemindedAt: null } : {}),
          },
          tx,
        );
        const instructions = orderHowToPay(await deps.paymentNote(tx), row);
        await mailer.send(cancellationDeclinedEmail(order, links.url(orderId), instructions), tx);
        return row;
      });
      return adminOrder(declined);
    },

    /**
     * Pending card refunds asked for more than CHECK_AFTER_MS ago, settled from Stripe's own list of
     * their payment's refunds, as a refund webhook would (issue 39): one whose answer was lost (the
     * instance stopped between Stripe and its answer) is recorded, one that went through or failed
     * in Stripe is settled. One Stripe never took is failed after UNKNOWN_AFTER_MS, freeing its amount.
     */
    async settlePending(now = new Date()): Promise<void> {
      const pending = await repo.pendingCard(new Date(now.getTime() - CHECK_AFTER_MS));
      for (const paymentIntentId of new Set(pending.map((row) => row.paymentIntentId))) {
        const reported = await payments.listRefunds(paymentIntentId);
        await handleRefundEvent({
          id: `shop-check-${randomUUID()}`,
          type: "refund",
          stripeType: "shop.pending_refunds_checked",
          paymentIntentId,
          refunds: reported,
        });
        const known = new Set(reported.map((one) => one.refundId));
        const unknown = pending.filter(
          (row) => row.paymentIntentId === paymentIntentId && !row.answered && !known.has(row.id),
        );
        const failed = await repo.failUnknownToStripe(
          unknown.map((row) => row.id),
          new Date(now.getTime() - UNKNOWN_AFTER_MS),
        );
        for (const row of failed)
          deps.logger.warn(
            { refundId: row.id, paymentIntentId },
            "a card refund Stripe never took: failed, its amount can be refunded again",
          );
      }
    },

    /**
     * Stripe's word on refunds (`charge.refunded` and the refund events). The event is recorded in
     * the transaction of its effect, so a replay changes nothing.
     */
    handleRefundEvent,
  };
  async function handleRefundEvent(event: RefundEvent): Promise<EventOutcome> {
    if (await events.eventSeen(event.id)) return "duplicate";
    const order = event.paymentIntentId ? await orders.findByIntent(event.paymentIntentId) : undefined;
    // Not a shop order's payment: a commission part's, or none of ours.
    if (!order) return deps.commissionRefundEvent(event);
    const reported = event.refunds ?? (await payments.listRefunds(event.paymentIntentId!));
    const outcome = await repo.transaction(async (tx) => {
      let current = await lockOrder(order.id, tx);
      if (!(await events.recordEvent(event, tx))) return { outcome: "duplicate" as const, restocked: false };
      let restocked = false;
      for (const one of reported) {
        const settled = await applyStripeRefund(current, one, tx);
        current = settled.order;
        restocked ||= settled.restocked;
      }
      return { outcome: "handled" as const, restocked };
    });
    if (outcome.restocked) await changes.notify("catalog");
    return outcome.outcome;
  }
}
export type RefundsService = ReturnType<typeof refundsService>;
