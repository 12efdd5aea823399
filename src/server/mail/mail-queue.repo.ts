import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailQueue } from "../db/schema";
import type { MailMessage } from "../infra/mail";
import type { Executor } from "../db/tx";

export type QueuedMail = typeof mailQueue.$inferSelect;
/** A claimed mail: its `attempts` counts this attempt and fences the writes that end it. */
type ClaimedMail = Pick<QueuedMail, "id" | "attempts">;

/** The only code that reads or writes `mail_queue` (decision 034). */
export function mailQueueRepo(db: Db) {
  /** The row as this claim left it: a worker whose lease ran out and was claimed again writes nothing. */
  const claimed = (mail: ClaimedMail) =>
    and(eq(mailQueue.id, mail.id), eq(mailQueue.attempts, mail.attempts), isNull(mailQueue.sentAt));
  return {
    async enqueue(message: MailMessage, now: Date, tx: Executor = db): Promise<void> {
      await tx.insert(mailQueue).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        kind: message.kind ?? null,
        headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
        ref: message.ref ?? null,
        nextAttemptAt: now,
        createdAt: now,
      });
    },

    /**
     * How many automatic mails (MailMessage.kind) were queued to `recipient` (any case) since each
     * of the given times, in one read on `tx` (the index mail_queue_recipient_idx serves it).
     */
    async automaticSince(
      recipient: string,
      since: { hour: Date; day: Date },
      tx: Executor = db,
    ): Promise<{ hour: number; day: number }> {
      const [row] = await tx
        .select({
          hour: sql<number>`count(*) filter (where ${mailQueue.createdAt} >= ${since.hour.toISOString()})`.mapWith(
            Number,
          ),
          day: count(),
        })
        .from(mailQueue)
        .where(
          and(
            eq(sql`lower(${mailQueue.recipient})`, recipient.trim().toLowerCase()),
            gte(mailQueue.createdAt, since.day),
            eq(mailQueue.kind, "automatic"),
          ),
        );
      return row;
    },

    /**
     * Takes the oldest due mail for one attempt, in one statement: the row is locked while it is
     * picked, and another worker skips it (SKIP LOCKED) rather than wait, then finds it leased until
     * `leaseUntil`. If this worker dies while sending, the mail is due again when the lease ends.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<QueuedMail | undefined> {
      const due = db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now)))
        .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(mailQueue)
        .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(sql`${mailQueue.id} = (${due})`)
        .returning();
      return row;
    },

    /** Marks the mail sent and empties its bodies (they may hold one-time links, kept elsewhere only as hashes) and files. */
    async markSent(mail: ClaimedMail, now: Date): Promise<void> {
      await db
        .update(mailQueue)
        .set({ sentAt: now, nextAttemptAt: null, lastError: null, text: "", html: "", attachments: null })
        .where(claimed(mail));
    },

    /** Records a failed attempt: due again at `nextAttemptAt`, or never (null: given up). */
    async markFailed(mail: ClaimedMail, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db.update(mailQueue).set({ lastError: error, nextAttemptAt }).where(claimed(mail));
    },

    /**
     * Gives back a claim whose send was abandoned (the instance is stopping): the mail is due again
     * at once, for another instance or the next start, and the attempt does not count.
     */
    async release(mail: ClaimedMail, now: Date): Promise<void> {
      await db
        .update(mailQueue)
        .set({ attempts: sql`${mailQueue.attempts} - 1`, nextAttemptAt: now })
        .where(claimed(mail));
    },

    /**
     * What became of the mails of `ref` (a campaign's, decision 061): sent, given up, still waiting.
     * `prune` keeps these rows, emptied, so a campaign's results stay true however old it is.
     */
    async outcomes(ref: string): Promise<{ sent: number; failed: number; waiting: number }> {
      const [row] = await db
        .select({
          sent: sql<number>`count(*) filter (where ${mailQueue.sentAt} is not null)`.mapWith(Number),
          failed:
            sql<number>`count(*) filter (where ${mailQueue.sentAt} is null and ${mailQueue.nextAttemptAt} is null)`.mapWith(
              Number,
            ),
          waiting:
            sql<number>`count(*) filter (where ${mailQueue.sentAt} is null and ${mailQueue.nextAttemptAt} is not null)`.mapWith(
              Number,
            ),
        })
        .from(mailQueue)
        .where(eq(mailQueue.ref, ref));
      return row;
    },

    /** The queue depth: mails not sent yet and not given up (for the metrics). */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), isNotNull(mailQueue.nextAttemptAt)));
      return row.n;
    },

    /**
     * Deletes mails sent before `sentBefore` and mails given up that were queued before
     * `givenUpBefore`. A mail with a `ref` (a campaign's) is its campaign's record, so it stays, as
     * a recipient and a subject: a given-up one loses its bodies then, as a sent one did when sent.
     */
    async prune(sentBefore: Date, givenUpBefore: Date): Promise<number> {
      const givenUpLongAgo = and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.nextAttemptAt),
        lt(mailQueue.createdAt, givenUpBefore),
      );
      const deleted = await db
        .delete(mailQueue)
        .where(and(isNull(mailQueue.ref), or(lt(mailQueue.sentAt, sentBefore), givenUpLongAgo)))
        .returning({ id: mailQueue.id });
      await db
        .update(mailQueue)
        .set({ text: "", html: "", attachments: null })
        .where(and(isNotNull(mailQueue.ref), givenUpLongAgo, or(ne(mailQueue.text, ""), ne(mailQueue.html, ""))));
      return deleted.length;
    },
  };
}
export type MailQueueRepo = ReturnType<typeof mailQueueRepo>;
