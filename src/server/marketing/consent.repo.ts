import { and, eq, inArray, isNotNull, isNull, notExists, sql, type SQL } from "drizzle-orm";
import type { ConsentStatus } from "@shared/inquiries";
import type { Db } from "../db/client";
import { transactions, type Executor } from "../db/tx";
import { announcedBoards, emailSuppressions, subscriptions } from "../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What one subscription is to: the newsletter, a board's return, or a collection's new boards. */
type SubscriptionTarget =
  { topic: "newsletter" } | { topic: "restock"; productId: string } | { topic: "new_boards"; categoryId: string };

/** Not suppressed: the address has not unsubscribed (decision 060). */
const notSuppressed = notExists(
  sql`(select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${subscriptions.email})`,
);

/** Confirmed and not unsubscribed: the only rows any campaign or alert mails. */
const mailable = and(isNotNull(subscriptions.confirmedAt), notSuppressed)!;

/** The only code that reads or writes `subscriptions`, `email_suppressions` and `announced_boards` (decision 060). */
export function consentRepo(db: Db) {
  const transaction = transactions(db);
  return {
    transaction,

    /**
     * The address's subscription to `target`, made unless it exists (a second request for it is the
     * same row). A board's return asked again after it was mailed waits for the next one.
     */
    async request(email: string, target: SubscriptionTarget, tx: Executor = db): Promise<SubscriptionRow> {
      const values = {
        email: email.toLowerCase(),
        topic: target.topic,
        productId: target.topic === "restock" ? target.productId : null,
        categoryId: target.topic === "new_boards" ? target.categoryId : null,
      };
      const [made] = await tx.insert(subscriptions).values(values).onConflictDoNothing().returning();
      if (made) return made;
      const same = and(
        eq(subscriptions.email, values.email),
        eq(subscriptions.topic, values.topic),
        values.productId ? eq(subscriptions.productId, values.productId) : isNull(subscriptions.productId),
        values.categoryId ? eq(subscriptions.categoryId, values.categoryId) : isNull(subscriptions.categoryId),
      );
      const [row] = await tx.update(subscriptions).set({ notifiedAt: null }).where(same).returning();
      return row;
    },

    async findById(id: string, tx: Executor = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** Confirms the subscription (once; a second click changes nothing) and lifts the address's suppression: it asked again. */
    async confirm(id: string, now: Date): Promise<SubscriptionRow | undefined> {
      return transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(subscriptions.id, id))
          .returning();
        if (row) await tx.delete(emailSuppressions).where(eq(emailSuppressions.email, row.email));
        return row;
      });
    },

    /** The address is never mailed again by any campaign or alert (idempotent). */
    async suppress(email: string): Promise<void> {
      await db.insert(emailSuppressions).values({ email: email.toLowerCase() }).onConflictDoNothing();
    },

    async unsuppress(email: string): Promise<void> {
      await db.delete(emailSuppressions).where(eq(emailSuppressions.email, email.toLowerCase()));
    },

    /** The address's subscriptions, oldest first (the privacy export, decision 065). */
    ofEmail(email: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.email, email.toLowerCase()))
        .orderBy(subscriptions.createdAt);
    },
    /** The address's back-in-stock alerts still waiting for their board, oldest first (the dashboard, decision 085). */
    waitingAlertsOf(email: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.email, email.toLowerCase()),
            eq(subscriptions.topic, "restock"),
            isNull(subscriptions.notifiedAt),
          ),
        )
        .orderBy(subscriptions.createdAt);
    },
    /** Removes one back-in-stock alert of the address; false when it has none with that id. */
    async removeAlert(email: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(subscriptions)
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.email, email.toLowerCase()),
            eq(subscriptions.topic, "restock"),
          ),
        )
        .returning({ id: subscriptions.id });
      return removed.length === 1;
    },
    /** Forgets the address (an account deleted, decision 065): its subscriptions and its unsubscribe record. */
    async forgetEmail(email: string, tx: Executor = db): Promise<number> {
      const lower = email.toLowerCase();
      const removed = await tx
        .delete(subscriptions)
        .where(eq(subscriptions.email, lower))
        .returning({ id: subscriptions.id });
      await tx.delete(emailSuppressions).where(eq(emailSuppressions.email, lower));
      return removed.length;
    },
    async isSuppressed(email: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ email: emailSuppressions.email })
        .from(emailSuppressions)
        .where(eq(emailSuppressions.email, email.toLowerCase()));
      return Boolean(row);
    },

    /**
     * Claims the confirmed, not unsubscribed subscriptions waiting for `productId` to return, in one
     * conditional update: a row is returned to exactly one caller, whichever instance asks, so each
     * gets one email, once (decision 060).
     */
    async claimRestockAlerts(productId: string, now: Date, tx: Executor = db): Promise<SubscriptionRow[]> {
      return tx
        .update(subscriptions)
        .set({ notifiedAt: now })
        .where(
          and(
            eq(subscriptions.topic, "restock"),
            eq(subscriptions.productId, productId),
            isNull(subscriptions.notifiedAt),
            mailable,
          ),
        )
        .returning();
    },

    /** True for the first caller only: the board is announced to its collection once (decision 060). */
    async markAnnounced(productId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(announcedBoards)
        .values({ productId })
        .onConflictDoNothing()
        .returning({ productId: announcedBoards.productId });
      return rows.length === 1;
    },

    /** The confirmed, not unsubscribed subscribers to a collection's new boards. */
    async newBoardSubscribers(categoryId: string, tx: Executor = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.topic, "new_boards"), eq(subscriptions.categoryId, categoryId), mailable));
    },

    /** Each newsletter address's consent (lower-cased), for the admin's list. */
    async newsletterStatuses(emails: string[]): Promise<Map<string, ConsentStatus>> {
      const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
      if (lower.length === 0) return new Map();
      const rows = await db
        .select({
          email: subscriptions.email,
          confirmed: isNotNull(subscriptions.confirmedAt),
          suppressed: sql<boolean>`not ${notSuppressed}`,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.topic, "newsletter"), inArray(subscriptions.email, lower)));
      return new Map(
        rows.map((r) => [r.email, r.suppressed ? "unsubscribed" : r.confirmed ? "confirmed" : "unconfirmed"]),
      );
    },

    /** The newsletter's addresses by consent: who a campaign would reach now. */
    async newsletterAudience(): Promise<{ confirmed: number; unconfirmed: number; unsubscribed: number }> {
      const [row] = await db
        .select({
          confirmed: sql<number>`count(*) filter (where ${mailable})`.mapWith(Number),
          unconfirmed:
            sql<number>`count(*) filter (where ${subscriptions.confirmedAt} is null and ${notSuppressed})`.mapWith(
              Number,
            ),
          unsubscribed: sql<number>`count(*) filter (where not ${notSuppressed})`.mapWith(Number),
        })
        .from(subscriptions)
        .where(eq(subscriptions.topic, "newsletter"));
      return row;
    },

    /**
     * The confirmed, not unsubscribed newsletter subscriptions as a SELECT of (id, email), for the
     * campaigns repo's INSERT … SELECT (decision 061).
     */
    newsletterRecipients(): SQL {
      return sql`select ${subscriptions.id}, ${subscriptions.email} from ${subscriptions} where ${and(
        eq(subscriptions.topic, "newsletter"),
        mailable,
      )}`;
    },

    /** True where `email` (another table's column) has unsubscribed, as a condition. */
    suppressedEmail(email: SQL): SQL {
      return sql`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${email})`;
    },
  };
}
export type ConsentRepo = ReturnType<typeof consentRepo>;
