import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { transactions, type Executor } from "../db/tx";
import { commissionPayments, commissionQuotes, orders, refunds } from "../db/schema";

export type RefundRow = typeof refunds.$inferSelect;
type NewRefundRow = typeof refunds.$inferInsert;

/** What a refund gives money back from: a shop order, or one paid part of a commission. */
export type RefundTarget = { orderId: number } | { commissionPaymentId: string };

const targetOf = (target: RefundTarget) =>
  "orderId" in target
    ? eq(refunds.orderId, target.orderId)
    : eq(refunds.commissionPaymentId, target.commissionPaymentId);

/** Pending and succeeded refunds: the money promised or given back. A failed one counts for nothing. */
const COUNTS = ne(refunds.status, "failed");

/** The only code that reads or writes the refunds table (decision 045). */
export function refundsRepo(db: Db) {
  const first = (rows: RefundRow[]): RefundRow | undefined => rows[0];
  return {
    transaction: transactions(db),

    async insert(values: NewRefundRow, ex: Executor = db): Promise<RefundRow> {
      const [row] = await ex.insert(refunds).values(values).returning();
      return row;
    },
    async findById(id: string, ex: Executor = db): Promise<RefundRow | undefined> {
      return first(await ex.select().from(refunds).where(eq(refunds.id, id)).limit(1));
    },
    /** The refund a request made, by the refund dialog's key. */
    async findByRequestKey(requestKey: string, ex: Executor = db): Promise<RefundRow | undefined> {
      return first(await ex.select().from(refunds).where(eq(refunds.requestKey, requestKey)).limit(1));
    },
    async findByStripeId(stripeRefundId: string, ex: Executor = db): Promise<RefundRow | undefined> {
      return first(await ex.select().from(refunds).where(eq(refunds.stripeRefundId, stripeRefundId)).limit(1));
    },
    /** The refunds of one order or commission part, oldest first. */
    of(target: RefundTarget, ex: Executor = db): Promise<RefundRow[]> {
      return ex.select().from(refunds).where(targetOf(target)).orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    /** The refunds of many orders in one query (a page of the admin's list), oldest first. */
    forOrders(orderIds: readonly number[], ex: Executor = db): Promise<RefundRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return ex
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    /** The refunds of many commission parts in one query, oldest first. */
    forCommissionPayments(paymentIds: readonly string[], ex: Executor = db): Promise<RefundRow[]> {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return ex
        .select()
        .from(refunds)
        .where(inArray(refunds.commissionPaymentId, [...paymentIds]))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    /** Pending and succeeded refunds of the target added up, in cents. Call it with the target locked. */
    async committedCents(target: RefundTarget, ex: Executor = db): Promise<number> {
      const [row] = await ex
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number) })
        .from(refunds)
        .where(and(targetOf(target), COUNTS));
      return row.cents;
    },
    /**
     * Stripe has taken the refund: its id is stored, once. Undefined when it was stored already (the
     * webhook and the owner's call both record it; the first one does what follows).
     */
    async markAccepted(
      id: string,
      accepted: { stripeRefundId: string; status: RefundRow["status"]; confirmedAt: Date | null },
      ex: Executor = db,
    ): Promise<RefundRow | undefined> {
      return first(
        await ex
          .update(refunds)
          .set(accepted)
          .where(and(eq(refunds.id, id), isNull(refunds.stripeRefundId)))
          .returning(),
      );
    },
    async update(
      id: string,
      values: Partial<
        Pick<RefundRow, "status" | "confirmedAt" | "failureReason" | "restocked" | "restockLines" | "stripeRefundId">
      >,
      ex: Executor = db,
    ): Promise<RefundRow | undefined> {
      return first(await ex.update(refunds).set(values).where(eq(refunds.id, id)).returning());
    },

    /**
     * The card refunds still pending that were asked for before `before`, with their payment: they
     * are read from Stripe on a schedule, even with no refund webhook (issue 39).
     */
    async pendingCard(before: Date): Promise<{ id: string; paymentIntentId: string; answered: boolean }[]> {
      const rows = await db
        .select({
          id: refunds.id,
          paymentIntentId: sql<
            string | null
          >`coalesce(${orders.stripePaymentIntentId}, ${commissionPayments.stripePaymentIntentId})`,
          stripeRefundId: refunds.stripeRefundId,
        })
        .from(refunds)
        .leftJoin(orders, eq(orders.id, refunds.orderId))
        .leftJoin(commissionPayments, eq(commissionPayments.id, refunds.commissionPaymentId))
        .where(and(eq(refunds.status, "pending"), eq(refunds.via, "card"), lt(refunds.createdAt, before)));
      return rows.flatMap(({ id, paymentIntentId, stripeRefundId }) =>
        paymentIntentId ? [{ id, paymentIntentId, answered: stripeRefundId !== null }] : [],
      );
    },
    /**
     * Marks failed the card refunds asked for before `before` that Stripe never took (no Stripe id
     * yet, and Stripe's list of the payment's refunds did not have them): their amount is free again.
     */
    async failUnknownToStripe(ids: readonly string[], before: Date): Promise<RefundRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(refunds)
        .set({ status: "failed", failureReason: "Stripe has no record of this refund" })
        .where(
          and(
            inArray(refunds.id, [...ids]),
            eq(refunds.status, "pending"),
            isNull(refunds.stripeRefundId),
            lt(refunds.createdAt, before),
          ),
        )
        .returning();
    },
    /** Money given back on shop orders since `since` (all time without), in cents, their sales tax left out (docs/statistics.md). */
    async orderRefundsSince(since?: Date): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${refunds.amountCents} - ${refunds.taxCents}), 0)`.mapWith(Number),
        })
        .from(refunds)
        .where(and(COUNTS, isNotNull(refunds.orderId), since ? gte(refunds.createdAt, since) : undefined));
      return row.total;
    },
    /**
     * Money given back on commission parts, all time, in cents, and the sales tax in it (taken off
     * the commissions' collected money, decisions 045 and 064).
     */
    async commissionRefundsCents(): Promise<{ cents: number; taxCents: number }> {
      const [row] = await db
        .select({
          cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number),
          taxCents: sql<number>`coalesce(sum(${refunds.taxCents}), 0)`.mapWith(Number),
        })
        .from(refunds)
        .where(and(COUNTS, isNotNull(refunds.commissionPaymentId)));
      return row;
    },
    /**
     * The sales tax refunds gave back from `from` to before `to` (at their own date), by UTC month
     * and the state of the order, or of the commission quote whose balance they refunded (decision 064).
     */
    taxRefundsByMonth(range: { from?: Date; to?: Date }): Promise<{ month: string; state: string; cents: number }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${refunds.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
      const state = sql<string>`coalesce(${orders.taxState}, ${commissionQuotes.taxState})`;
      return db
        .select({ month, state, cents: sql<number>`sum(${refunds.taxCents})`.mapWith(Number) })
        .from(refunds)
        .leftJoin(orders, eq(orders.id, refunds.orderId))
        .leftJoin(commissionPayments, eq(commissionPayments.id, refunds.commissionPaymentId))
        .leftJoin(commissionQuotes, eq(commissionQuotes.id, commissionPayments.quoteId))
        .where(
          and(
            COUNTS,
            sql`${state} is not null`,
            gt(refunds.taxCents, 0),
            range.from ? gte(refunds.createdAt, range.from) : undefined,
            range.to ? lt(refunds.createdAt, range.to) : undefined,
          ),
        )
        .groupBy(month, state)
        .orderBy(month, state);
    },
    /** Money given back on shop orders since `since`, sales tax left out, in cents by UTC month ("yyyy-mm"). */
    orderRefundsByMonth(since: Date): Promise<{ month: string; cents: number }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${refunds.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
      return db
        .select({ month, cents: sql<number>`sum(${refunds.amountCents} - ${refunds.taxCents})`.mapWith(Number) })
        .from(refunds)
        .where(and(COUNTS, isNotNull(refunds.orderId), gte(refunds.createdAt, since)))
        .groupBy(month)
        .orderBy(month);
    },
  };
}
export type RefundsRepo = ReturnType<typeof refundsRepo>;
