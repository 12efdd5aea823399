import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../db/client";
import { transactions, type Executor, type Tx } from "../db/tx";
import { commissionPayments, commissionQuotes, commissions, commissionUpdates, contactInquiries } from "../db/schema";

export type CommissionRow = typeof commissions.$inferSelect;
/** A quote's sales tax as kept on it: none is `{ taxCents: 0, taxState: null, taxRate: null }`. */
export type QuoteTax = Required<Pick<typeof commissionQuotes.$inferInsert, "taxCents" | "taxState" | "taxRate">>;
export type QuoteRow = typeof commissionQuotes.$inferSelect;
export type PaymentRow = typeof commissionPayments.$inferSelect;
export type UpdateRow = typeof commissionUpdates.$inferSelect;
type CommissionChanges = Partial<Omit<CommissionRow, "inquiryId" | "createdAt">>;

/** A commission with everything that hangs on it: quotes newest first, payments and updates oldest first. */
export type CommissionRecord = {
  commission: CommissionRow;
  quotes: QuoteRow[];
  payments: PaymentRow[];
  updates: UpdateRow[];
};

/**
 * How many quotes wait for the customer, as a subquery of the admin's counts (decision 038): the
 * current version (not superseded) of a custom order not archived, neither accepted nor expired.
 */
export const quotesWaitingCount: SQL<number> = sql<number>`(
  select count(*) from ${commissionQuotes} q join ${contactInquiries} i on i.id = q.inquiry_id
  where q.superseded_at is null and q.accepted_at is null and q.expires_at > now() and not i.archived
)`.mapWith(Number);

/** Whether the custom order `inquiryId` became a commission, as a subquery (the retention job, decision 065). */
export const hasCommission = (inquiryId: AnyColumn): SQL =>
  sql`exists (select 1 from ${commissions} where ${commissions.inquiryId} = ${inquiryId})`;

/** The tables of commissions (decision 037): quotes, payments and progress updates of a custom order. */
export function commissionsRepo(db: Db) {
  async function record(commission: CommissionRow | undefined, ex: Executor): Promise<CommissionRecord | undefined> {
    if (!commission) return undefined;
    const id = commission.inquiryId;
    const quotesOf = () =>
      ex
        .select()
        .from(commissionQuotes)
        .where(eq(commissionQuotes.inquiryId, id))
        .orderBy(desc(commissionQuotes.version));
    const paymentsOf = () =>
      ex
        .select()
        .from(commissionPayments)
        .where(eq(commissionPayments.inquiryId, id))
        .orderBy(asc(commissionPayments.createdAt), asc(commissionPayments.id));
    const updatesOf = () =>
      ex
        .select()
        .from(commissionUpdates)
        .where(eq(commissionUpdates.inquiryId, id))
        .orderBy(asc(commissionUpdates.createdAt), asc(commissionUpdates.id));
    // In a transaction, one after the other: it has one connection, which pg would queue them on (and warn).
    const [quotes, payments, updates] =
      ex === db
        ? await Promise.all([quotesOf(), paymentsOf(), updatesOf()])
        : [await quotesOf(), await paymentsOf(), await updatesOf()];
    return { commission, quotes, payments, updates };
  }

  return {
    transaction: transactions(db),

    async find(inquiryId: string, ex: Executor = db): Promise<CommissionRecord | undefined> {
      const [row] = await ex.select().from(commissions).where(eq(commissions.inquiryId, inquiryId));
      return record(row, ex);
    },
    async findByTokenHash(tokenHash: string): Promise<CommissionRecord | undefined> {
      const [row] = await db.select().from(commissions).where(eq(commissions.tokenHash, tokenHash));
      return record(row, db);
    },
    /**
     * The commission of a custom order, created if it has none, locked for the rest of the
     * transaction: every change of a commission's money or stage runs one at a time.
     */
    async lock(inquiryId: string, tokenHash: string | null, tx: Tx): Promise<CommissionRecord | undefined> {
      if (tokenHash) await tx.insert(commissions).values({ inquiryId, tokenHash }).onConflictDoNothing();
      const [row] = await tx.select().from(commissions).where(eq(commissions.inquiryId, inquiryId)).for("update");
      return record(row, tx);
    },
    /** Stores the hash of the page's token when it changed (the server's secret was rotated). */
    async keepTokenHash(inquiryId: string, tokenHash: string, ex: Executor = db): Promise<void> {
      await ex
        .update(commissions)
        .set({ tokenHash })
        .where(and(eq(commissions.inquiryId, inquiryId), ne(commissions.tokenHash, tokenHash)));
    },
    async update(inquiryId: string, changes: CommissionChanges, ex: Executor = db): Promise<void> {
      await ex.update(commissions).set(changes).where(eq(commissions.inquiryId, inquiryId));
    },

    async insertQuote(values: typeof commissionQuotes.$inferInsert, tx: Tx): Promise<QuoteRow> {
      await tx
        .update(commissionQuotes)
        .set({ supersededAt: values.sentAt ?? new Date() })
        .where(and(eq(commissionQuotes.inquiryId, values.inquiryId), isNull(commissionQuotes.supersededAt)));
      const [row] = await tx.insert(commissionQuotes).values(values).returning();
      return row;
    },
    /** Accepted at `at`, with the sales tax of its price worked out for the delivery address (decision 064). */
    async acceptQuote(quoteId: string, at: Date, tax: QuoteTax, tx: Tx): Promise<void> {
      await tx
        .update(commissionQuotes)
        .set({ acceptedAt: at, ...tax })
        .where(and(eq(commissionQuotes.id, quoteId), isNull(commissionQuotes.acceptedAt)));
    },

    async findPayment(id: string, ex: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await ex.select().from(commissionPayments).where(eq(commissionPayments.id, id));
      return row;
    },
    /** The part a card payment intent was made for (a refund Stripe reports names only the intent). */
    async findPaymentByIntent(intentId: string, ex: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await ex
        .select()
        .from(commissionPayments)
        .where(eq(commissionPayments.stripePaymentIntentId, intentId));
      return row;
    },
    async insertPayment(values: typeof commissionPayments.$inferInsert, tx: Tx): Promise<PaymentRow> {
      const [row] = await tx.insert(commissionPayments).values(values).returning();
      return row;
    },
    /**
     * Cancels the payments of a commission still waiting for their card (a new quote version makes
     * them wrong, decision 045); answers their intents, to cancel at Stripe once this commits.
     */
    async cancelWaitingPayments(inquiryId: string, tx: Tx): Promise<string[]> {
      const rows = await tx
        .update(commissionPayments)
        .set({ status: "cancelled" })
        .where(and(eq(commissionPayments.inquiryId, inquiryId), eq(commissionPayments.status, "awaiting")))
        .returning({ intentId: commissionPayments.stripePaymentIntentId });
      return rows.flatMap((row) => (row.intentId ? [row.intentId] : []));
    },
    async updatePayment(id: string, changes: Partial<PaymentRow>, tx: Tx): Promise<PaymentRow> {
      const [row] = await tx.update(commissionPayments).set(changes).where(eq(commissionPayments.id, id)).returning();
      return row;
    },

    async insertUpdate(values: typeof commissionUpdates.$inferInsert, ex: Executor = db): Promise<UpdateRow> {
      const [row] = await ex.insert(commissionUpdates).values(values).returning();
      return row;
    },

    /** Every commission of these custom orders, for one page of the admin's list. */
    async findMany(inquiryIds: string[]): Promise<CommissionRecord[]> {
      if (inquiryIds.length === 0) return [];
      const [rows, quotes, payments] = await Promise.all([
        db.select().from(commissions).where(inArray(commissions.inquiryId, inquiryIds)),
        db
          .select()
          .from(commissionQuotes)
          .where(inArray(commissionQuotes.inquiryId, inquiryIds))
          .orderBy(desc(commissionQuotes.version)),
        db.select().from(commissionPayments).where(inArray(commissionPayments.inquiryId, inquiryIds)),
      ]);
      return rows.map((commission) => ({
        commission,
        quotes: quotes.filter((q) => q.inquiryId === commission.inquiryId),
        payments: payments.filter((p) => p.inquiryId === commission.inquiryId),
        updates: [],
      }));
    },

    /** The commissions requested from this address (any case), newest request first. */
    async idsForEmail(email: string): Promise<string[]> {
      const rows = await db
        .select({ id: commissions.inquiryId })
        .from(commissions)
        .innerJoin(contactInquiries, eq(contactInquiries.id, commissions.inquiryId))
        .where(eq(sql`lower(${contactInquiries.email})`, email.toLowerCase()))
        .orderBy(desc(contactInquiries.createdAt));
      return rows.map((row) => row.id);
    },

    /** Of these custom orders, the ones with a commission part paid: kept for the books (decision 065). */
    async withPaidParts(inquiryIds: readonly string[], ex: Executor = db): Promise<string[]> {
      if (inquiryIds.length === 0) return [];
      const rows = await ex
        .selectDistinct({ id: commissionPayments.inquiryId })
        .from(commissionPayments)
        .where(and(inArray(commissionPayments.inquiryId, [...inquiryIds]), eq(commissionPayments.status, "paid")));
      return rows.map((row) => row.id);
    },
    /** The delivery address of these commissions becomes `placeholder` (a deleted customer, decision 065), and its fields go. */
    async forgetDeliveryAddress(inquiryIds: readonly string[], placeholder: string, ex: Executor = db): Promise<void> {
      if (inquiryIds.length === 0) return;
      await ex
        .update(commissions)
        .set({
          deliveryAddress: placeholder,
          deliveryName: null,
          deliveryStreet: null,
          deliveryCity: null,
          deliveryState: null,
          deliveryZipCode: null,
        })
        .where(and(inArray(commissions.inquiryId, [...inquiryIds]), sql`${commissions.deliveryAddress} is not null`));
    },
    /** Commission money received, by kind, in cents. */
    async collectedCents(): Promise<{ deposits: number; balances: number; tax: number }> {
      const [row] = await db
        .select({
          tax: sql<number>`coalesce(sum(${commissionPayments.taxCents}), 0)`.mapWith(Number),
          deposits:
            sql<number>`coalesce(sum(${commissionPayments.amountCents}) filter (where ${commissionPayments.kind} = 'deposit'), 0)`.mapWith(
              Number,
            ),
          balances:
            sql<number>`coalesce(sum(${commissionPayments.amountCents}) filter (where ${commissionPayments.kind} = 'balance'), 0)`.mapWith(
              Number,
            ),
        })
        .from(commissionPayments)
        .where(eq(commissionPayments.status, "paid"));
      return row;
    },

    /**
     * The sales tax collected with balances paid from `from` to before `to`, by UTC month ("yyyy-mm")
     * and the state of the quote they paid, oldest first: the commissions, their taxable price and
     * their tax (decision 064), as the shop orders' are counted.
     */
    taxByMonth(range: {
      from?: Date;
      to?: Date;
    }): Promise<{ month: string; state: string; orders: number; taxable: string; tax: string }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${commissionPayments.paidAt} at time zone 'UTC'), 'YYYY-MM')`;
      const state = sql<string>`${commissionQuotes.taxState}`;
      return db
        .select({
          month,
          state,
          orders: count(),
          taxable: sql<string>`(sum(${commissionQuotes.priceCents}) / 100.0)::numeric(12, 2)::text`,
          tax: sql<string>`(sum(${commissionPayments.taxCents}) / 100.0)::numeric(12, 2)::text`,
        })
        .from(commissionPayments)
        .innerJoin(commissionQuotes, eq(commissionQuotes.id, commissionPayments.quoteId))
        .where(
          and(
            eq(commissionPayments.status, "paid"),
            eq(commissionPayments.kind, "balance"),
            isNotNull(commissionQuotes.taxState),
            range.from ? gte(commissionPayments.paidAt, range.from) : undefined,
            range.to ? lt(commissionPayments.paidAt, range.to) : undefined,
          ),
        )
        .groupBy(month, state)
        .orderBy(month, state);
    },

    /** Every progress photo's address (uploads/uploads.repo.ts keeps them from the clean-up). */
    async photoUrls(): Promise<string[]> {
      const rows = await db.select({ photos: commissionUpdates.photos }).from(commissionUpdates);
      return rows.flatMap((row) => row.photos);
    },
    async showsPhoto(url: string): Promise<boolean> {
      const rows = await db
        .select({ id: commissionUpdates.id })
        .from(commissionUpdates)
        .where(sql`${commissionUpdates.photos} @> ${JSON.stringify([url])}::jsonb`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CommissionsRepo = ReturnType<typeof commissionsRepo>;
