import { and, avg, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ReviewStatus } from "@shared/reviews";
import type { Db } from "../db/client";
import { transactions, type Executor } from "../db/tx";
import { reviewReminders, reviews } from "../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;
type NewReviewRow = typeof reviews.$inferInsert;
type Written = Pick<NewReviewRow, "rating" | "title" | "body" | "photos">;

/** The reviews waiting for the owner, as a subquery of the admin's counts (decision 026). */
export const reviewsWaitingCount: SQL<number> = sql<number>`(
  select count(*) from ${reviews} where ${reviews.status} = 'pending'
)`.mapWith(Number);

const approved = eq(reviews.status, "approved");

/**
 * The only code that reads or writes `reviews` and `review_reminders` (decision 058): one review per
 * order line, the public pages of approved ones, the owner's moderation, and the one reminder an
 * order gets.
 */
export function reviewsRepo(db: Db) {
  const onBoard = (productId: string | undefined) =>
    productId ? and(approved, eq(reviews.productId, productId)) : approved;
  return {
    transaction: transactions(db),

    async ofLine(orderId: number, line: number, ex: Executor = db): Promise<ReviewRow | undefined> {
      const [row] = await ex
        .select()
        .from(reviews)
        .where(and(eq(reviews.orderId, orderId), eq(reviews.line, line)))
        .limit(1);
      return row;
    },
    /** Locks the line's review, so two writings of one line take turns. */
    async lockLine(orderId: number, line: number, ex: Executor): Promise<ReviewRow | undefined> {
      const [row] = await ex
        .select()
        .from(reviews)
        .where(and(eq(reviews.orderId, orderId), eq(reviews.line, line)))
        .for("update");
      return row;
    },
    /** The first writing; undefined when another writing of the line got there first. */
    async insert(values: NewReviewRow, ex: Executor = db): Promise<ReviewRow | undefined> {
      const [row] = await ex.insert(reviews).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** A writing again: what was written is replaced, and it waits for the owner again. */
    async replace(id: string, values: Written, ex: Executor = db): Promise<ReviewRow> {
      const [row] = await ex
        .update(reviews)
        .set({ ...values, status: "pending", updatedAt: new Date() })
        .where(eq(reviews.id, id))
        .returning();
      return row;
    },
    /** The reviews written for these orders (the privacy export, decision 065). */
    ofOrders(orderIds: readonly number[]): Promise<ReviewRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(reviews)
        .where(inArray(reviews.orderId, [...orderIds]))
        .orderBy(desc(reviews.createdAt));
    },
    /** These orders' reviews stay, signed `authorName` instead of the buyer's name (decision 065). */
    async renameAuthors(orderIds: readonly number[], authorName: string, ex: Executor = db): Promise<void> {
      if (orderIds.length === 0) return;
      await ex
        .update(reviews)
        .set({ authorName })
        .where(inArray(reviews.orderId, [...orderIds]));
    },
    /** `lock`: FOR UPDATE, so what is read cannot change before the caller's transaction ends. */
    async findById(id: string, ex: Executor = db, { lock = false } = {}): Promise<ReviewRow | undefined> {
      const query = ex.select().from(reviews).where(eq(reviews.id, id)).limit(1);
      const [row] = lock ? await query.for("update") : await query;
      return row;
    },
    async moderate(
      id: string,
      changes: { status?: ReviewStatus; reply?: string | null; repliedAt?: Date | null },
      ex: Executor = db,
    ): Promise<ReviewRow | undefined> {
      const [row] = await ex.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row;
    },
    /** A page of approved reviews, newest first: of one board, or of the whole shop. */
    page(productId: string | undefined, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(onBoard(productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(offset)
        .limit(limit);
    },
    /** The approved reviews' count and average (null when none), of one board or of the shop. */
    async summary(productId?: string): Promise<{ count: number; average: number | null }> {
      const [row] = await db
        .select({ count: count(), average: avg(reviews.rating) })
        .from(reviews)
        .where(onBoard(productId));
      return { count: row.count, average: row.average === null ? null : Number(row.average) };
    },
    /** The owner's list: waiting ones first, then newest first. */
    list(status?: ReviewStatus): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(status ? eq(reviews.status, status) : undefined)
        .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt), desc(reviews.id))
        .limit(500);
    },
    async hasReviewOf(orderId: number): Promise<boolean> {
      const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId)).limit(1);
      return rows.length > 0;
    },
    /**
     * Claims an order's one reminder: true for the one caller whose row went in, whichever instance
     * it runs on; every later call (or a racing one) gets false.
     */
    async claimReminder(orderId: number, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .insert(reviewReminders)
        .values({ orderId })
        .onConflictDoNothing()
        .returning({ orderId: reviewReminders.orderId });
      return rows.length > 0;
    },
    async photoUrls(): Promise<string[]> {
      const rows = await db.select({ photos: reviews.photos }).from(reviews);
      return rows.flatMap((row) => row.photos);
    },
    async showsPhoto(url: string): Promise<boolean> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(sql`${reviews.photos} @> ${JSON.stringify([url])}::jsonb`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
