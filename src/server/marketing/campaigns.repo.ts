import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { transactions, type Executor, type Tx } from "../db/tx";
import { campaignRecipients, campaigns, type CampaignStatus } from "../db/schema";

export type CampaignRow = typeof campaigns.$inferSelect;
type RecipientRow = typeof campaignRecipients.$inferSelect;

/** What the campaigns repo is handed of consent (consent.repo, by modules.ts). */
type AudienceQueries = {
  /** SELECT (id, email) of the confirmed, not unsubscribed newsletter subscriptions. */
  newsletterRecipients(): SQL;
  /** True where an email column's address has unsubscribed. */
  suppressedEmail(email: SQL): SQL;
};

/** The only code that reads or writes `campaigns` and `campaign_recipients` (decision 061). */
export function campaignsRepo(db: Db, audience: AudienceQueries) {
  const transaction = transactions(db);
  return {
    transaction,

    async insert(values: Pick<CampaignRow, "subject" | "body" | "productIds">): Promise<CampaignRow> {
      const [row] = await db.insert(campaigns).values(values).returning();
      return row;
    },

    async list(): Promise<CampaignRow[]> {
      return db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
    },

    async findById(id: string, tx: Executor = db): Promise<CampaignRow | undefined> {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    /** Changes a campaign only while it has the status `from` (a conditional update: two owners, one wins). */
    async updateIn(
      id: string,
      from: CampaignStatus[],
      changes: Partial<Omit<CampaignRow, "id" | "createdAt">>,
      tx: Executor = db,
    ): Promise<CampaignRow | undefined> {
      const [row] = await tx
        .update(campaigns)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(campaigns.id, id), inArray(campaigns.status, from)))
        .returning();
      return row;
    },

    async deleteDraft(id: string): Promise<boolean> {
      const rows = await db
        .delete(campaigns)
        .where(and(eq(campaigns.id, id), eq(campaigns.status, "draft")))
        .returning({ id: campaigns.id });
      return rows.length === 1;
    },

    /**
     * Every confirmed, not unsubscribed subscriber becomes a recipient of the campaign in one
     * INSERT … SELECT (10,000 in one statement, decision 061); the unique (campaign, subscription)
     * key keeps anyone from being added twice. Answers how many were added.
     */
    async addRecipients(campaignId: string, tx: Tx): Promise<number> {
      await tx.execute(sql`
        insert into ${campaignRecipients} (campaign_id, subscription_id, email)
        select ${campaignId}::uuid, audience.id, audience.email from (${audience.newsletterRecipients()}) as audience
        on conflict do nothing`);
      const [row] = await tx
        .select({ n: count() })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.campaignId, campaignId));
      return row.n;
    },

    /**
     * Takes the campaign's turn to queue a batch, when it is due: one conditional update moves its
     * next batch a minute on, so of several instances only one queues each batch.
     */
    async claimBatchTurn(now: Date, next: Date): Promise<CampaignRow | undefined> {
      const due = db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.status, "sending"), lte(campaigns.nextBatchAt, now)))
        .orderBy(asc(campaigns.nextBatchAt))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(campaigns)
        .set({ nextBatchAt: next })
        .where(sql`${campaigns.id} = (${due})`)
        .returning();
      return row;
    },

    /**
     * Up to `limit` waiting recipients, locked for this transaction; another instance skips them
     * (SKIP LOCKED) rather than wait, so two never take the same one.
     */
    async claimPending(campaignId: string, limit: number, tx: Tx): Promise<RecipientRow[]> {
      return tx
        .select()
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, "pending")))
        .orderBy(asc(campaignRecipients.id))
        .limit(limit)
        .for("update", { skipLocked: true });
    },

    async markRecipients(ids: number[], status: "queued" | "skipped", now: Date, tx: Tx): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(campaignRecipients).set({ status, queuedAt: now }).where(inArray(campaignRecipients.id, ids));
    },

    /** Whether an address (of a claimed recipient) has unsubscribed, read in the batch's transaction. */
    async suppressedAmong(emails: string[], tx: Tx): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await tx
        .select({ email: campaignRecipients.email })
        .from(campaignRecipients)
        .where(
          and(inArray(campaignRecipients.email, emails), audience.suppressedEmail(sql`${campaignRecipients.email}`)),
        );
      return new Set(rows.map((r) => r.email));
    },

    /** The campaign's recipients by state, and how many of them have unsubscribed. */
    async recipientCounts(
      campaignId: string,
    ): Promise<{ total: number; pending: number; skipped: number; unsubscribed: number }> {
      const [row] = await db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'pending')`.mapWith(Number),
          skipped: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'skipped')`.mapWith(Number),
          unsubscribed:
            sql<number>`count(*) filter (where ${audience.suppressedEmail(sql`${campaignRecipients.email}`)})`.mapWith(
              Number,
            ),
        })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.campaignId, campaignId));
      return row;
    },
  };
}
export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
