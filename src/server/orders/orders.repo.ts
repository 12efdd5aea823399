import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PaymentStatus } from "@shared/checkout";
import type { OrderHistoryEntry } from "@shared/orders";
import type { Db } from "../db/client";
import { transactions, type Executor, type Tx } from "../db/tx";
import { orders } from "../db/schema";
import { containsAny, offsetOf, withinDays } from "../db/list-query";
import { orderNumberOf, type OrderListQuery, type Page } from "@shared/admin-lists";
import { EXPORT_BATCH_SIZE } from "../db/batch-query";

export type OrderRow = typeof orders.$inferSelect;
type NewOrderRow = typeof orders.$inferInsert;

/** Never paid and never shipped: the admin may call it off, and its boards are still the shop's. */
const UNPAID: PaymentStatus[] = ["manual", "awaiting_payment", "failed"];

/**
 * When an order's money came in (decision 028): the day the owner marked a manual order paid, else
 * when it was placed (a card order is paid at checkout; Stripe confirms it within minutes).
 */
const COLLECTED_AT = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/** The unpaid orders that may close: a card order whose hold ends, or one the admin calls off. */
const CLOSABLE = {
  awaitingPayment: eq(orders.paymentStatus, "awaiting_payment"),
  cancellable: and(inArray(orders.paymentStatus, UNPAID), eq(orders.status, "ordered")),
};
export type Closable = keyof typeof CLOSABLE;

/**
 * The phone of the person's latest order that gave one, as a subquery of a users query: a guest's
 * orders carry only their email.
 */
export const latestOrderPhone = (userId: AnyColumn, email: AnyColumn): SQL<string | null> => sql<string | null>`(
  select ${orders.customerPhone} from ${orders}
  where (${orders.userId} = ${userId} or ${orders.customerEmail} = ${email})
    and ${orders.customerPhone} is not null
  order by ${orders.createdAt} desc, ${orders.id} desc
  limit 1
)`;

/**
 * How many orders wait to be shipped, as a subquery (GET /api/admin/counts, decision 026): not
 * archived, still Ordered, and paid (a card payment confirmed, or a manual order marked paid). A
 * manual order not yet paid is not counted: the owner ships once paid (decision 022).
 */
export const ordersToShipCount: SQL<number> = sql<number>`(
  select count(*) from ${orders}
  where ${orders.status} = 'ordered' and ${orders.paymentStatus} = 'paid' and not ${orders.archived}
)`.mapWith(Number);

/**
 * The manual orders waiting for their money, as subqueries of the counts (decision 038): not
 * archived, still Ordered, not marked paid; how many, and when the oldest was placed.
 */
const awaitingPayment = sql`${orders.status} = 'ordered' and ${orders.paymentStatus} = 'manual' and not ${orders.archived}`;
export const ordersAwaitingPaymentCount: SQL<number> = sql<number>`(
  select count(*) from ${orders} where ${awaitingPayment}
)`.mapWith(Number);
/** The customers' requests to cancel that wait for the owner's answer (decision 045), as a subquery of the counts. */
export const cancellationRequestsCount: SQL<number> = sql<number>`(
  select count(*) from ${orders} where ${orders.cancellationRequestedAt} is not null and not ${orders.archived}
)`.mapWith(Number);
export const oldestAwaitingPaymentAt: SQL<Date | null> = sql<Date | null>`(
  select min(${orders.createdAt}) from ${orders} where ${awaitingPayment}
)`.mapWith(orders.createdAt);

/** The admin's order sorts (each backed by an index of schema.ts); ties go by order number. */
const ORDER_SORT: Record<OrderListQuery["sort"], SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total: [desc(orders.total), desc(orders.id)],
  name: [asc(sql`lower(${orders.customerName})`), asc(orders.id)],
};

/** `q` over the name, the email and the order number ("#123" names the order alone). */
function orderSearch(q: string): SQL {
  const id = orderNumberOf(q);
  if (id !== null && q.startsWith("#")) return eq(orders.id, id);
  const text = containsAny(q, [orders.customerName, orders.customerEmail]);
  return id === null ? text : or(eq(orders.id, id), text)!;
}

/** The only code that reads or writes the orders table: checkout, payments, the admin's calls and the statistics. */
export function ordersRepo(db: Db) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const first = (rows: OrderRow[]): OrderRow | undefined => rows[0];
  return {
    transaction: transactions(db),

    /** Orders placed signed in, plus guest orders to the address once it is verified. */
    byCustomer(user: { id: string; email: string; emailVerified: boolean }, ex: Executor = db): Promise<OrderRow[]> {
      const mine = eq(orders.userId, user.id);
      const asGuest = and(isNull(orders.userId), eq(sql`lower(${orders.customerEmail})`, user.email.toLowerCase()));
      return ex
        .select()
        .from(orders)
        .where(user.emailVerified ? or(mine, asGuest) : mine)
        .orderBy(...newestFirst);
    },
    byArchived(archived: boolean): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.archived, archived))
        .orderBy(...newestFirst);
    },
    /** One page of the admin's shop orders (or archived ones), and how many match (decision 026). */
    async page(archived: boolean, query: OrderListQuery): Promise<Page<OrderRow>> {
      const where = and(
        eq(orders.archived, archived),
        query.status ? eq(orders.status, query.status) : undefined,
        query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
        query.request === "cancellation" ? isNotNull(orders.cancellationRequestedAt) : undefined,
        withinDays(orders.createdAt, query),
        query.q ? orderSearch(query.q) : undefined,
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...ORDER_SORT[query.sort])
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { items, total };
    },
    /**
     * One batch of the orders export (decision 029): orders archived or not matching the list's
     * filters, by order number after `afterId` (the number's order is the order of placing).
     */
    exportBatch(query: OrderListQuery, afterId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            gt(orders.id, afterId),
            query.status ? eq(orders.status, query.status) : undefined,
            query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
            query.request === "cancellation" ? isNotNull(orders.cancellationRequestedAt) : undefined,
            withinDays(orders.createdAt, query),
            query.q ? orderSearch(query.q) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(EXPORT_BATCH_SIZE);
    },
    /**
     * Replaces the buyer on these orders, kept for the books, with "deleted customer" (decision 065):
     * name, email, phone and address, the account link, and the gift message and cancellation
     * reason they wrote. Answers the orders changed.
     */
    async forgetBuyer(
      ids: readonly number[],
      placeholder: { name: string; email: string },
      ex: Executor = db,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await ex
        .update(orders)
        .set({
          userId: null,
          customerName: placeholder.name,
          customerEmail: placeholder.email,
          customerPhone: null,
          shippingAddress: placeholder.name,
          cancellationReason: null,
          gift: sql`case when ${orders.gift} is null then null else jsonb_set(${orders.gift}, '{message}', '""') end`,
        })
        .where(inArray(orders.id, [...ids]))
        .returning({ id: orders.id });
      return rows.length;
    },
    async findById(id: number): Promise<OrderRow | undefined> {
      return first(await db.select().from(orders).where(eq(orders.id, id)).limit(1));
    },
    /**
     * Whether any order, archived ones included, holds the board (a snapshot line's productId; the
     * catalogue refuses to delete it). `productId` is a canonical uuid, so it needs no escaping.
     */
    async isProductOrdered(productId: string): Promise<boolean> {
      const pattern = `"productId"\\s*:\\s*"${productId}"`;
      return (await db.$count(orders, sql`${orders.items} ~ ${pattern}`)) > 0;
    },
    /** The orders of `ids` that exist, in one query (the owner's packing slips). */
    findMany(ids: readonly number[]): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },
    /** The orders of `ids` that exist, locked until the transaction ends (the admin's bulk calls, decision 030). */
    lockMany(ids: readonly number[], tx: Tx): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]))
        .orderBy(orders.id)
        .for("update");
    },
    /** Archives every order of `ids`; answers them. */
    archiveMany(ids: readonly number[], ex: Executor = db): Promise<OrderRow[]> {
      return ex
        .update(orders)
        .set({ archived: true })
        .where(inArray(orders.id, [...ids]))
        .returning();
    },
    /** The order, locked until the transaction ends. */
    async lock(id: number, tx: Tx): Promise<OrderRow | undefined> {
      return first(await tx.select().from(orders).where(eq(orders.id, id)).for("update"));
    },
    async findByIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
      return first(await db.select().from(orders).where(eq(orders.stripePaymentIntentId, paymentIntentId)).limit(1));
    },
    /** The order, only while no payment intent is stored for it. */
    async findWithoutIntent(id: number): Promise<OrderRow | undefined> {
      return first(
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), isNull(orders.stripePaymentIntentId)))
          .limit(1),
      );
    },
    /** The orders still Delivered whose delivery was recorded within [from, to) (the review reminders, decision 058). */
    deliveredBetween(from: Date, to: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, "delivered"), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to)))
        .orderBy(asc(orders.id));
    },
    /** Card orders still awaiting payment that were placed before `cutoff`. */
    awaitingPaymentSince(cutoff: Date): Promise<{ id: number; intent: string | null }[]> {
      return db
        .select({ id: orders.id, intent: orders.stripePaymentIntentId })
        .from(orders)
        .where(and(CLOSABLE.awaitingPayment, lt(orders.createdAt, cutoff)));
    },

    /**
     * Manual orders still unpaid and not shipped whose payment is due by `by` (decision 073): with
     * `unreminded`, only those whose reminder has not gone out.
     */
    manualDueBy(by: Date, unreminded = false): Promise<{ id: number }[]> {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, "manual"),
            eq(orders.status, "ordered"),
            lte(orders.paymentDueAt, by),
            unreminded ? isNull(orders.paymentRemindedAt) : undefined,
          ),
        )
        .orderBy(asc(orders.paymentDueAt), asc(orders.id));
    },
    /**
     * Serialises the checkouts of one email and of one address till the transaction ends (decision
     * 073): the email's lock first, so two of them never wait on each other in turn.
     */
    async lockPerson(email: string, address: string, tx: Tx): Promise<void> {
      const addressKey = address.toLowerCase().replace(/[^a-z0-9]+/g, "");
      await tx.execute(sql`select pg_advisory_xact_lock(73, hashtext(${email.toLowerCase()}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(74, hashtext(${addressKey}))`);
    },
    /**
     * The open unpaid manual orders of one person (decision 073): placed with this email, or to this
     * address once case, spaces and punctuation are left aside. Read in the checkout's transaction.
     */
    openUnpaidOf(email: string, address: string, ex: Executor = db): Promise<Pick<OrderRow, "id" | "items">[]> {
      const key = (text: SQL | AnyColumn) => sql`regexp_replace(lower(${text}), '[^a-z0-9]+', '', 'g')`;
      return ex
        .select({ id: orders.id, items: orders.items })
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, "manual"),
            eq(orders.status, "ordered"),
            or(
              sql`lower(${orders.customerEmail}) = lower(${email})`,
              sql`${key(orders.shippingAddress)} = ${key(sql`${address}`)}`,
            ),
          ),
        );
    },

    async insert(values: NewOrderRow, ex: Executor = db): Promise<OrderRow> {
      const [row] = await ex.insert(orders).values(values).returning();
      return row;
    },
    async update(
      id: number,
      values: Partial<Pick<OrderRow, "status" | "archived">>,
      ex: Executor = db,
    ): Promise<OrderRow | undefined> {
      return first(await ex.update(orders).set(values).where(eq(orders.id, id)).returning());
    },
    async setIntent(id: number, paymentIntentId: string): Promise<void> {
      await db.update(orders).set({ stripePaymentIntentId: paymentIntentId }).where(eq(orders.id, id));
    },
    /** Stores the intent of an order found by its metadata; an order that has one keeps it. */
    async linkIntent(id: number, paymentIntentId: string, ex: Executor = db): Promise<void> {
      await ex
        .update(orders)
        .set({ stripePaymentIntentId: paymentIntentId })
        .where(and(eq(orders.id, id), isNull(orders.stripePaymentIntentId)));
    },
    /** The card payment's outcome: paid, or refunded when its boards were sold meanwhile. */
    async settlePayment(
      id: number,
      to: "paid" | "refunded",
      paymentIntentId: string,
      ex: Executor = db,
    ): Promise<OrderRow> {
      const [row] = await ex
        .update(orders)
        .set({ paymentStatus: to, stripePaymentIntentId: paymentIntentId })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },
    /**
     * 'Mark as paid': a manual order becomes paid, once, with its history entry; undefined when it
     * was no unpaid manual order (paid already, cancelled, or a card order).
     */
    async markManualPaid(
      id: number,
      entry: OrderHistoryEntry,
      at: Date,
      ex: Executor = db,
    ): Promise<OrderRow | undefined> {
      return first(
        await ex
          .update(orders)
          .set({
            paymentStatus: "paid",
            paidAt: at,
            history: sql`${orders.history} || ${JSON.stringify([entry])}::jsonb`,
          })
          .where(and(eq(orders.id, id), eq(orders.paymentStatus, "manual")))
          .returning(),
      );
    },
    /** 'Send invoice' (decision 039): its history entry, while the order is still a manual one awaiting payment. */
    async recordInvoiceSent(id: number, entry: OrderHistoryEntry, ex: Executor = db): Promise<OrderRow | undefined> {
      return first(
        await ex
          .update(orders)
          .set({ history: sql`${orders.history} || ${JSON.stringify([entry])}::jsonb` })
          .where(and(eq(orders.id, id), eq(orders.paymentStatus, "manual")))
          .returning(),
      );
    },
    /**
     * Moves the order into Shipped (with how it travels) or Delivered, with its history entry, unless
     * it is there already: undefined then, or without such an order. Conditional, so setting Shipped
     * twice, or two clicks at once, moves it (and mails the customer) once (decision 025).
     */
    async moveTo(
      id: number,
      move: { to: "shipped"; carrier: string | null; trackingNumber: string | null } | { to: "delivered" },
      entry: OrderHistoryEntry,
      at: Date,
      ex: Executor = db,
    ): Promise<OrderRow | undefined> {
      const values =
        move.to === "shipped"
          ? { status: move.to, carrier: move.carrier, trackingNumber: move.trackingNumber, shippedAt: at }
          : { status: move.to, deliveredAt: at };
      return first(
        await ex
          .update(orders)
          .set({ ...values, history: sql`${orders.history} || ${JSON.stringify([entry])}::jsonb` })
          .where(and(eq(orders.id, id), ne(orders.status, move.to)))
          .returning(),
      );
    },
    /** Moves the order to `to` if it is still `closable`; undefined when it was not (paid, shipped or closed meanwhile). */
    async close(
      id: number,
      closable: Closable,
      to: "failed" | "cancelled",
      ex: Executor = db,
    ): Promise<OrderRow | undefined> {
      return first(
        await ex
          .update(orders)
          // A closed order has no request to cancel left to answer.
          .set({ paymentStatus: to, cancellationRequestedAt: null, cancellationReason: null })
          .where(and(eq(orders.id, id), CLOSABLE[closable]))
          .returning(),
      );
    },
    /** Marks the order's boards as given back, once: answers its items text, or undefined when they already were. */
    async markStockReleased(id: number, ex: Executor = db): Promise<string | undefined> {
      const [row] = await ex
        .update(orders)
        .set({ stockReleased: true })
        .where(and(eq(orders.id, id), eq(orders.stockReleased, false)))
        .returning({ items: orders.items });
      return row?.items;
    },
    async markStockHeld(id: number, ex: Executor = db): Promise<void> {
      await ex.update(orders).set({ stockReleased: false }).where(eq(orders.id, id));
    },
    /** Deletes only an archived order; answers whether one was deleted. */
    async deleteArchived(id: number, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .delete(orders)
        .where(and(eq(orders.id, id), eq(orders.archived, true)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * Adds history entries and sets what a refund or a cancellation request changes (decision 045).
     * Call it with the order locked.
     */
    async amend(
      id: number,
      entries: OrderHistoryEntry[],
      set: Partial<
        Pick<
          OrderRow,
          "paymentStatus" | "cancellationRequestedAt" | "cancellationReason" | "paymentDueAt" | "paymentRemindedAt"
        >
      >,
      ex: Executor = db,
    ): Promise<OrderRow> {
      const [row] = await ex
        .update(orders)
        .set({ ...set, history: sql`${orders.history} || ${JSON.stringify(entries)}::jsonb` })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },
    /**
     * The admin's statistics, over paid and manual orders only; revenue over the money collected,
     * refunded later or not (docs/statistics.md). With `since`, the counts take the orders placed since then and revenue
     * the money collected since then (decision 028).
     */
    async stats(since?: Date): Promise<{
      activeOrders: number;
      completedOrders: number;
      customersServed: number;
      revenue: string;
    }> {
      const placed = since ? sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz` : sql`true`;
      const collected = since ? sql`${COLLECTED_AT} >= ${since.toISOString()}::timestamptz` : sql`true`;
      // Orders still awaiting card payment, or whose payment failed, are not orders yet; refunded ones no longer are.
      const counted = sql`${placed} and ${orders.paymentStatus} in ('paid', 'manual')`;
      const [row] = await db
        .select({
          activeOrders:
            sql<number>`count(*) filter (where ${counted} and ${orders.status} <> 'delivered' and not ${orders.archived})`.mapWith(
              Number,
            ),
          completedOrders: sql<number>`count(*) filter (where ${counted} and ${orders.status} = 'delivered')`.mapWith(
            Number,
          ),
          customersServed:
            sql<number>`count(distinct lower(${orders.customerEmail})) filter (where ${counted})`.mapWith(Number),
          // Money collected: card payments the webhook confirmed and manual orders marked paid, refunded
          // later or not (the refunds are taken off at their own date by the refunds repo, decision 045);
          // the sales tax collected is the states' money, not the shop's (decision 064).
          revenue: sql<string>`coalesce(sum(${orders.total} - ${orders.tax}) filter (where ${orders.paymentStatus} in ('paid', 'refunded') and ${collected}), 0)::text`,
        })
        .from(orders)
        .where(inArray(orders.paymentStatus, ["paid", "manual", "refunded"]));
      return row;
    },
    /**
     * The sales tax collected from `from` to before `to` (when its money came in), by UTC month
     * ("yyyy-mm") and state, oldest first: the orders, their taxable sales and their tax (decision 064).
     */
    taxByMonth(range: {
      from?: Date;
      to?: Date;
    }): Promise<{ month: string; state: string; orders: number; taxable: string; tax: string }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${COLLECTED_AT} at time zone 'UTC'), 'YYYY-MM')`;
      const state = sql<string>`${orders.taxState}`;
      return db
        .select({
          month,
          state,
          orders: count(),
          taxable: sql<string>`sum(${orders.taxable})::text`,
          tax: sql<string>`sum(${orders.tax})::text`,
        })
        .from(orders)
        .where(
          and(
            inArray(orders.paymentStatus, ["paid", "refunded"]),
            isNotNull(orders.taxState),
            range.from ? sql`${COLLECTED_AT} >= ${range.from.toISOString()}::timestamptz` : undefined,
            range.to ? sql`${COLLECTED_AT} < ${range.to.toISOString()}::timestamptz` : undefined,
          ),
        )
        .groupBy(month, state)
        .orderBy(month, state);
    },
    /**
     * Money collected since `since`, by UTC month ("yyyy-mm", oldest first); months without any are
     * absent, sales tax left out. Refunded orders' money was collected too: their refunds are taken off by the refunds repo.
     */
    revenueByMonth(since: Date): Promise<{ month: string; revenue: string }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${COLLECTED_AT} at time zone 'UTC'), 'YYYY-MM')`;
      return db
        .select({ month, revenue: sql<string>`sum(${orders.total} - ${orders.tax})::text` })
        .from(orders)
        .where(
          and(
            inArray(orders.paymentStatus, ["paid", "refunded"]),
            sql`${COLLECTED_AT} >= ${since.toISOString()}::timestamptz`,
          ),
        )
        .groupBy(month)
        .orderBy(month);
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
