import { z } from "zod";
import { emailSchema, text, uuidIdSchema } from "./fields";

/**
 * Consent, alerts and campaigns (decisions 060, 061): what the storefront's "Email me when it's
 * back" form, the confirmation and unsubscribe pages and the owner's Newsletter tab send.
 */

/** POST /api/back-in-stock: a sold-out board's "Email me when it's back", and "new boards like this". */
export const backInStockRequestSchema = z.object({
  email: emailSchema,
  productId: uuidIdSchema,
  /** Also "Tell me about new boards like this": the board's collection's next boards. */
  newBoards: z.boolean().optional().default(false),
  /** The honeypot field (the contact form's): bots fill it, people never see it. */
  website: z.string().max(200).optional(),
});

/** POST /api/subscriptions/confirm and the unsubscribe calls: the signed token of the emailed link. */
export const consentTokenSchema = z.object({ token: z.string().trim().min(1, "The link is incomplete").max(200) });

/** What a confirmation link confirmed. */
export type ConsentAnswer = { message: string; email: string };

/**
 * Where the signed-in customer's address stands with the newsletter (decision 085): confirmed,
 * waiting for the emailed link, unsubscribed (from every marketing email, decision 060), or never signed up.
 */
export type NewsletterStanding = "confirmed" | "unconfirmed" | "unsubscribed" | "none";

/** One "Email me when it's back" waiting for its board; `board.slug` is null once the board left the shop. */
export type BackInStockAlert = { id: string; confirmed: boolean; board: { name: string; slug: string | null } };

/** GET /api/user/marketing: the signed-in customer's own newsletter and back-in-stock alerts. */
export type MarketingPreferences = { email: string; newsletter: NewsletterStanding; alerts: BackInStockAlert[] };

/** The most boards a campaign shows as cards. */
export const MAX_CAMPAIGN_BOARDS = 6;

/** POST /api/admin/campaigns and PATCH /api/admin/campaigns/:id: what the owner writes. */
export const campaignInputSchema = z.object({
  subject: text("Subject", { required: true, max: 150 }),
  body: text("Message", { required: true, max: 20_000, multiline: true }),
  productIds: z.array(uuidIdSchema).max(MAX_CAMPAIGN_BOARDS, `Pick at most ${MAX_CAMPAIGN_BOARDS} boards`).default([]),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** Emails a minute: what the owner's SMTP allows. */
export const DEFAULT_CAMPAIGN_RATE = 60;

/** POST /api/admin/campaigns/:id/send and /resume: the rate the batches go at. */
export const campaignSendSchema = z.object({
  ratePerMinute: z.coerce
    .number({ error: "Emails per minute must be a number" })
    .int("Emails per minute must be a whole number")
    .min(1, "Send at least 1 email a minute")
    .max(10_000, "At most 10,000 emails a minute")
    .default(DEFAULT_CAMPAIGN_RATE),
});

export type CampaignStatus = "draft" | "sending" | "paused" | "sent";

/** A campaign's results: recipients, and what became of their emails. */
type CampaignProgress = {
  recipients: number;
  /** Still waiting for their batch. */
  waiting: number;
  /** Handed to the mail queue, not sent yet. */
  queued: number;
  sent: number;
  failed: number;
  /** Unsubscribed before their email went, or since it did. */
  unsubscribed: number;
};

export type Campaign = {
  id: string;
  subject: string;
  body: string;
  productIds: string[];
  status: CampaignStatus;
  ratePerMinute: number;
  queuedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  progress: CampaignProgress;
};

/**
 * A campaign's status as the owner reads it (decision 061): "sent" means every recipient has been
 * handed to the mail queue, so while some of its mails still wait there it reads "sending"; "Sent"
 * once the queue has sent, or given up on, every one.
 */
export const campaignStanding = ({ status, progress }: Pick<Campaign, "status" | "progress">): CampaignStatus =>
  status === "sent" && progress.queued > 0 ? "sending" : status;

/** The Newsletter tab's head: how many would receive a campaign now. */
export type CampaignAudience = { confirmed: number; unconfirmed: number; unsubscribed: number };

/** GET /api/admin/campaigns/:id/preview: the email as it will be sent. */
export type CampaignPreview = { subject: string; html: string; text: string };
