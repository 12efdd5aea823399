import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  ne,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { AdminCounts, CustomOrderListQuery, InquiryListQuery, Page } from "@shared/admin-lists";
import { CUSTOM_ORDER_STATUSES, readAttachments, type CustomOrderStatus, type InquiryType } from "@shared/inquiries";
import type { Db } from "../db/client";
import { transactions, type Executor, type Tx } from "../db/tx";
import { contactInquiries } from "../db/schema";
import { containsAny, offsetOf, withinDays } from "../db/list-query";
import { afterCursor, cursorOf, EXPORT_BATCH_SIZE, type BatchCursor } from "../db/batch-query";

export type InquiryRow = typeof contactInquiries.$inferSelect;

/** The admin counts of other tables, as subqueries their repos give (orders.repo, commissions.repo). */
export type OtherCounts = {
  ordersToShip: SQL<number>;
  ordersAwaitingPayment: SQL<number>;
  oldestAwaitingPaymentAt: SQL<Date | null>;
  quotesWaiting: SQL<number>;
  cancellationRequests: SQL<number>;
  reviewsWaiting: SQL<number>;
};
type NewInquiryRow = typeof contactInquiries.$inferInsert;
type Changes = Partial<
  Pick<InquiryRow, "name" | "email" | "phone" | "customOrderDetails" | "status" | "attachments" | "archived">
>;

/** The query of one admin list of inquiries: custom orders have a status filter, the others none. */
export type InquiryPageQuery = InquiryListQuery & Partial<Pick<CustomOrderListQuery, "status">>;

/** The admin's inquiry sorts (each backed by an index of schema.ts). */
const INQUIRY_SORT: Record<InquiryPageQuery["sort"], SQL[]> = {
  newest: [desc(contactInquiries.createdAt), desc(contactInquiries.id)],
  oldest: [asc(contactInquiries.createdAt), asc(contactInquiries.id)],
  name: [asc(sql`lower(${contactInquiries.name})`), asc(contactInquiries.id)],
};

/** How many rows of this type, not archived, match, as a subquery. */
const openCount = (type: InquiryType, where?: SQL) =>
  sql<number>`(select count(*) from ${contactInquiries} where ${and(
    eq(contactInquiries.inquiryType, type),
    eq(contactInquiries.archived, false),
    where,
  )})`.mapWith(Number);

export function inquiriesRepo(db: Db) {
  const transaction = transactions(db);
  const byId = (id: string, type?: InquiryType) =>
    type ? and(eq(contactInquiries.id, id), eq(contactInquiries.inquiryType, type)) : eq(contactInquiries.id, id);

  return {
    transaction,

    async insert(values: NewInquiryRow, ex: Executor = db): Promise<InquiryRow> {
      const [row] = await ex.insert(contactInquiries).values(values).returning();
      return row;
    },
    /**
     * Adds a newsletter subscription unless the address (any case) already has an active one. The
     * advisory lock serialises sign-ups of one address, so two at once still leave one row.
     */
    async subscribeOnce(values: NewInquiryRow): Promise<{ row: InquiryRow; created: boolean }> {
      const email = values.email.toLowerCase();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
        const [existing] = await tx
          .select()
          .from(contactInquiries)
          .where(
            and(
              eq(contactInquiries.inquiryType, "newsletter"),
              eq(contactInquiries.archived, false),
              eq(sql`lower(${contactInquiries.email})`, email),
            ),
          )
          .limit(1);
        if (existing) return { row: existing, created: false };
        const [row] = await tx.insert(contactInquiries).values(values).returning();
        return { row, created: true };
      });
    },
    /** One page of an admin list of inquiries of one type, and how many match (decision 026). */
    async page(type: InquiryType, archived: boolean, query: InquiryPageQuery): Promise<Page<InquiryRow>> {
      const where = and(
        eq(contactInquiries.inquiryType, type),
        eq(contactInquiries.archived, archived),
        query.status ? eq(contactInquiries.status, query.status) : undefined,
        withinDays(contactInquiries.createdAt, query),
        query.q ? containsAny(query.q, [contactInquiries.name, contactInquiries.email]) : undefined,
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select()
          .from(contactInquiries)
          .where(where)
          .orderBy(...INQUIRY_SORT[query.sort])
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(contactInquiries).where(where),
      ]);
      return { items, total };
    },
    /**
     * One batch of an inquiries export (decision 029): one type, the list's filters, oldest first,
     * after the cursor; `archived` undefined reads archived rows and the others alike.
     */
    exportBatch(
      type: InquiryType,
      archived: boolean | undefined,
      query: InquiryPageQuery,
      after: BatchCursor | null,
    ): Promise<(InquiryRow & { cursor: string })[]> {
      return db
        .select({ ...getTableColumns(contactInquiries), cursor: cursorOf(contactInquiries.createdAt) })
        .from(contactInquiries)
        .where(
          and(
            eq(contactInquiries.inquiryType, type),
            archived === undefined ? undefined : eq(contactInquiries.archived, archived),
            afterCursor(contactInquiries.createdAt, contactInquiries.id, after),
            query.status ? eq(contactInquiries.status, query.status) : undefined,
            withinDays(contactInquiries.createdAt, query),
            query.q ? containsAny(query.q, [contactInquiries.name, contactInquiries.email]) : undefined,
          ),
        )
        .orderBy(asc(contactInquiries.createdAt), asc(contactInquiries.id))
        .limit(EXPORT_BATCH_SIZE);
    },
    /**
     * The tabs' and the admin home's counts in one statement (decisions 026, 038); the orders' and
     * the quotes' subqueries are their repos', handed in by the counts service.
     */
    async adminCounts(other: OtherCounts): Promise<AdminCounts> {
      const [row] = await db
        .select({
          ordersToShip: other.ordersToShip,
          ordersAwaitingPayment: other.ordersAwaitingPayment,
          oldestAwaitingPaymentAt: other.oldestAwaitingPaymentAt,
          newCustomOrders: openCount("custom_order", eq(contactInquiries.status, "new inquiry")),
          quotesWaiting: other.quotesWaiting,
          openInquiries: openCount("general"),
          cancellationRequests: other.cancellationRequests,
          reviewsWaiting: other.reviewsWaiting,
        })
        .from(sql`(select 1) as one`);
      return { ...row, oldestAwaitingPaymentAt: row.oldestAwaitingPaymentAt?.toISOString() ?? null };
    },
    async findById(id: string, type?: InquiryType, ex: Executor = db): Promise<InquiryRow | undefined> {
      const [row] = await ex.select().from(contactInquiries).where(byId(id, type)).limit(1);
      return row;
    },
    async update(id: string, changes: Changes, type?: InquiryType, ex: Executor = db): Promise<InquiryRow | undefined> {
      const [row] = await ex.update(contactInquiries).set(changes).where(byId(id, type)).returning();
      return row;
    },
    /**
     * Moves a custom order forward to `stage`, never back: a status before it (or outside the
     * eight, older data) becomes `stage`, a later one stays (commissions, decision 037).
     */
    async advanceStatus(id: string, stage: CustomOrderStatus, ex: Executor = db): Promise<boolean> {
      const before = CUSTOM_ORDER_STATUSES.slice(0, CUSTOM_ORDER_STATUSES.indexOf(stage));
      const moved = await ex
        .update(contactInquiries)
        .set({ status: stage })
        .where(
          and(
            byId(id, "custom_order"),
            or(
              before.length ? inArray(contactInquiries.status, before) : sql`false`,
              notInArray(contactInquiries.status, [...CUSTOM_ORDER_STATUSES]),
            ),
          ),
        )
        .returning({ id: contactInquiries.id });
      return moved.length > 0;
    },
    /**
     * The same change to every inquiry of `ids` of that type, all or none: the ids matching none
     * (`missing`) leave every row as it was (the admin's bulk calls, decision 030).
     */
    async updateAll(
      ids: readonly string[],
      type: InquiryType,
      changes: Changes,
      within?: Tx,
    ): Promise<{ missing: string[]; rows: InquiryRow[] }> {
      const where = and(inArray(contactInquiries.id, [...ids]), eq(contactInquiries.inquiryType, type));
      return transaction(async (tx) => {
        const found = await tx.select({ id: contactInquiries.id }).from(contactInquiries).where(where).for("update");
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length > 0) return { missing, rows: [] };
        return { missing, rows: await tx.update(contactInquiries).set(changes).where(where).returning() };
      }, within);
    },
    /** Read-modify-write under a row lock, so two edits or uploads at once do not lose one another. */
    async modify(id: string, type: InquiryType, change: (row: InquiryRow) => Changes): Promise<InquiryRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(contactInquiries).where(byId(id, type)).for("update");
        if (!row) return undefined;
        const [updated] = await tx.update(contactInquiries).set(change(row)).where(byId(id, type)).returning();
        return updated;
      });
    },
    /** Every message, custom request and legacy newsletter row sent from this address (any case), oldest first. */
    ofEmail(email: string, ex: Executor = db): Promise<InquiryRow[]> {
      return ex
        .select()
        .from(contactInquiries)
        .where(eq(sql`lower(${contactInquiries.email})`, email.toLowerCase()))
        .orderBy(asc(contactInquiries.createdAt), asc(contactInquiries.id));
    },
    /** Deletes these rows (a commission goes with its custom order); answers the deleted rows. */
    async removeMany(ids: readonly string[], ex: Executor = db): Promise<InquiryRow[]> {
      if (ids.length === 0) return [];
      return ex
        .delete(contactInquiries)
        .where(inArray(contactInquiries.id, [...ids]))
        .returning();
    },
    /**
     * Replaces the sender of these custom orders, kept for the books, with `placeholder` (decision
     * 065): name, email, phone, their message and attachments; the board asked for stays.
     */
    async forgetSender(
      ids: readonly string[],
      placeholder: { name: string; email: string },
      ex: Executor = db,
    ): Promise<void> {
      if (ids.length === 0) return;
      await ex
        .update(contactInquiries)
        .set({
          name: placeholder.name,
          email: placeholder.email,
          phone: null,
          communicationPreference: null,
          message: placeholder.name,
          attachments: [],
        })
        .where(inArray(contactInquiries.id, [...ids]));
    },
    /**
     * Deletes the general inquiries and custom requests sent before `cutoff` that never became a
     * commission (decision 065); `hasCommission` is commissions.repo's subquery. Answers the deleted rows.
     */
    staleRemoved(cutoff: Date, hasCommission: (inquiryId: AnyColumn) => SQL): Promise<InquiryRow[]> {
      return db
        .delete(contactInquiries)
        .where(
          and(
            inArray(contactInquiries.inquiryType, ["general", "custom_order"]),
            lt(contactInquiries.createdAt, cutoff),
            not(hasCommission(contactInquiries.id)),
          ),
        )
        .returning();
    },
    /** Every attachment's address, archived custom orders' too (uploads/uploads.repo.ts). */
    async attachmentUrls(): Promise<string[]> {
      const rows = await db
        .select({ attachments: contactInquiries.attachments })
        .from(contactInquiries)
        .where(ne(contactInquiries.attachments, sql`'[]'::jsonb`));
      return rows.flatMap((row) => readAttachments(row.attachments).map((a) => a.url));
    },
    /** The inquiry whose attachments mention this URL (keys are random, so at most one does). */
    async findByAttachmentUrl(url: string): Promise<InquiryRow | undefined> {
      const [row] = await db
        .select()
        .from(contactInquiries)
        .where(sql`strpos(${contactInquiries.attachments}::text, ${url}) > 0`)
        .limit(1);
      return row;
    },
  };
}
export type InquiriesRepo = ReturnType<typeof inquiriesRepo>;
