import type { Logger } from "pino";
import type { z } from "zod";
import type { Campaign, CampaignAudience, CampaignPreview, campaignInputSchema } from "@shared/marketing";
import { Conflict, Invalid, NotFound } from "../errors";
import type { Mailer } from "../infra/mail";
import type { CampaignRow, CampaignsRepo } from "./campaigns.repo";
import { campaignMail, campaignParts, campaignPreview, campaignRef, type CampaignContent } from "./campaign-email";
import type { WatchedBoard } from "./consent.service";

type CampaignInput = z.output<typeof campaignInputSchema>;

export type CampaignsDeps = {
  repo: CampaignsRepo;
  mailer: Mailer;
  logger: Logger;
  /** Where the emails' links point, as it is now (decision 084). */
  origin: () => string;
  /** The address-wide unsubscribe link of a recipient (consent.service). */
  unsubscribeFor(email: string): string;
  /** Who a campaign would reach now (consent.repo). */
  audience(): Promise<CampaignAudience>;
  /** The boards by id (catalog.repo), for the cards. */
  boards: { findByIds(ids: string[]): Promise<WatchedBoard[]> };
  /** What became of a campaign's mails in the mail queue (mail-queue.repo). */
  outcomes(ref: string): Promise<{ sent: number; failed: number; waiting: number }>;
  now?: () => Date;
};

const MINUTE = 60_000;
const missing = () => new NotFound("Campaign not found");

/**
 * The owner's newsletter campaigns (decision 061): written as a draft, sent to every confirmed
 * subscriber by one INSERT … SELECT of recipients, then queued in batches of the owner's rate a
 * minute by whichever instance takes the turn (`sendDue`, every few seconds on each instance);
 * paused and resumed; its results read from the recipients and the mail queue.
 */
export function campaignsService(deps: CampaignsDeps) {
  const { repo, mailer, logger, origin } = deps;
  const now = deps.now ?? (() => new Date());

  /** The active boards of `ids`, in the owner's order. */
  async function boardsOf(ids: string[]): Promise<WatchedBoard[]> {
    if (ids.length === 0) return [];
    const found = new Map((await deps.boards.findByIds(ids)).map((b) => [b.id, b]));
    return ids.map((id) => found.get(id)).filter((b): b is WatchedBoard => b?.visibility === "active");
  }

  const contentOf = async (row: CampaignRow): Promise<CampaignContent> => ({
    subject: row.subject,
    body: row.body,
    boards: await boardsOf(row.productIds),
  });

  async function answer(row: CampaignRow): Promise<Campaign> {
    const [counts, mails] = await Promise.all([repo.recipientCounts(row.id), deps.outcomes(campaignRef(row.id))]);
    return {
      id: row.id,
      subject: row.subject,
      body: row.body,
      productIds: row.productIds,
      status: row.status,
      ratePerMinute: row.ratePerMinute,
      queuedAt: row.queuedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      progress: {
        recipients: counts.total,
        waiting: counts.pending,
        queued: mails.waiting,
        sent: mails.sent,
        failed: mails.failed,
        unsubscribed: counts.unsubscribed,
      },
    };
  }

  async function found(id: string): Promise<CampaignRow> {
    const row = await repo.findById(id);
    if (!row) throw missing();
    return row;
  }

  /** A change the campaign's status allows, or a 409 saying why not (404 when there is none). */
  async function changed(row: CampaignRow | undefined, id: string, why: string): Promise<Campaign> {
    if (row) return answer(row);
    await found(id);
    throw new Conflict(why);
  }

  async function checkBoards(ids: string[]) {
    const shown = await boardsOf(ids);
    if (shown.length !== ids.length)
      throw new Invalid("Pick boards that are in the shop", [
        { path: "productIds", message: "Pick boards that are in the shop" },
      ]);
  }

  /** Queues one batch of `row` (its rate), in one transaction; true when it had recipients left. */
  async function queueBatch(row: CampaignRow, at: Date): Promise<number> {
    const content = await contentOf(row);
    const parts = campaignParts(origin(), content);
    return repo.transaction(async (tx) => {
      const batch = await repo.claimPending(row.id, row.ratePerMinute, tx);
      const gone = await repo.suppressedAmong(
        batch.map((r) => r.email),
        tx,
      );
      const skipped = batch.filter((r) => gone.has(r.email));
      const sending = batch.filter((r) => !gone.has(r.email));
      for (const recipient of sending)
        await mailer.send(
          campaignMail(recipient.email, { ...content, id: row.id }, parts, deps.unsubscribeFor(recipient.email)),
          tx,
        );
      await repo.markRecipients(
        skipped.map((r) => r.id),
        "skipped",
        at,
        tx,
      );
      await repo.markRecipients(
        sending.map((r) => r.id),
        "queued",
        at,
        tx,
      );
      if (batch.length < row.ratePerMinute)
        await repo.updateIn(row.id, ["sending"], { status: "sent", finishedAt: at, nextBatchAt: null }, tx);
      return sending.length;
    });
  }

  return {
    async list(): Promise<Campaign[]> {
      return Promise.all((await repo.list()).map(answer));
    },
    audience: () => deps.audience(),
    async create(input: CampaignInput): Promise<Campaign> {
      await checkBoards(input.productIds);
      return answer(await repo.insert(input));
    },
    /** Only a draft is edited: what was sent stays what it was. */
    async update(id: string, input: CampaignInput): Promise<Campaign> {
      await checkBoards(input.productIds);
      return changed(await repo.updateIn(id, ["draft"], input), id, "Only a draft can be edited");
    },
    async remove(id: string): Promise<void> {
      if (await repo.deleteDraft(id)) return;
      await found(id);
      throw new Conflict("Only a draft can be deleted");
    },
    async preview(id: string): Promise<CampaignPreview> {
      const mail = campaignPreview(origin(), await contentOf(await found(id)));
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },
    /** "Send me a test": the email as subscribers get it, to the signed-in owner. */
    async sendTest(id: string, to: string): Promise<{ message: string }> {
      const row = await found(id);
      const content = await contentOf(row);
      const mail = campaignMail(
        to,
        { ...content, id: row.id },
        campaignParts(origin(), content),
        deps.unsubscribeFor(to),
      );
      await mailer.send({ ...mail, subject: `[Test] ${mail.subject}`, ref: undefined });
      return { message: `A test was sent to ${to}` };
    },
    /** "Send to N confirmed subscribers": every one becomes a recipient at once; the batches follow. */
    async send(id: string, ratePerMinute: number): Promise<Campaign> {
      const at = now();
      const row = await repo.transaction(async (tx) => {
        const sending = await repo.updateIn(
          id,
          ["draft"],
          { status: "sending", ratePerMinute, queuedAt: at, nextBatchAt: at },
          tx,
        );
        if (sending) await repo.addRecipients(id, tx);
        return sending;
      });
      const campaign = await changed(row, id, "This campaign was already sent");
      logger.info({ campaignId: id, recipients: campaign.progress.recipients }, "campaign queued");
      return campaign;
    },
    async pause(id: string): Promise<Campaign> {
      return changed(
        await repo.updateIn(id, ["sending"], { status: "paused", nextBatchAt: null }),
        id,
        "Only a campaign being sent can be paused",
      );
    },
    async resume(id: string, ratePerMinute: number): Promise<Campaign> {
      const row = await repo.updateIn(id, ["paused"], { status: "sending", ratePerMinute, nextBatchAt: now() });
      return changed(row, id, "Only a paused campaign can be resumed");
    },
    /**
     * Queues the batches that are due, on any instance: each campaign's turn is claimed by one
     * conditional update and its recipients with SKIP LOCKED, so nobody is queued twice. Answers
     * how many emails were queued.
     */
    async sendDue(at: Date = now()): Promise<number> {
      let queued = 0;
      for (let row; (row = await repo.claimBatchTurn(at, new Date(at.getTime() + MINUTE)));)
        queued += await queueBatch(row, at);
      return queued;
    },
  };
}
export type CampaignsService = ReturnType<typeof campaignsService>;
