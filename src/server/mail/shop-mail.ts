import type { Logger } from "pino";
import type { NoticeRecipients } from "@shared/owner-setup";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import type { Config } from "../config";
import type { Mailer } from "../infra/mail";
import type { Executor } from "../db/tx";
import type { MailQueueRepo } from "./mail-queue.repo";

/** The contact email as shoppers may write to it: null while it is still the shipped placeholder. */
function realContactEmail(contactEmail: string): string | null {
  const email = contactEmail.trim();
  return email && email.toLowerCase() !== SITE_CONTENT_DEFAULTS.contactEmail ? email : null;
}

/** The site content's fields the notices read (a row of content.repo's siteContent). */
type NoticeContent = { notificationEmail: string | null; contactEmail: string };

/** Where the recipients are read: the site content (content.repo) and the admins (accounts.repo), handed in by the composition (modules.ts). */
export type NoticeDeps = {
  config: Pick<Config, "SHOP_EMAIL">;
  content: { siteContent(tx?: Executor): Promise<NoticeContent> };
  accounts: { adminEmails(tx?: Executor): Promise<string[]> };
};

/** How noticeRecipients is asked: `content` when the caller has just read it. */
export type NoticeQuery = { ignoreNotificationEmail?: boolean; content?: NoticeContent };

/**
 * Who receives the owner's notices (decision 038): SHOP_EMAIL; else the notification email the
 * owner set in Site Content; else every admin account; else the contact email unless it is the
 * placeholder; else nobody. `ignoreNotificationEmail` answers the default the form describes.
 */
export function noticeRecipients(deps: NoticeDeps) {
  return async (
    { ignoreNotificationEmail = false, content: read }: NoticeQuery = {},
    tx?: Executor,
  ): Promise<NoticeRecipients> => {
    if (deps.config.SHOP_EMAIL) return { source: "shop_email", recipients: [deps.config.SHOP_EMAIL] };
    const content = read ?? (await deps.content.siteContent(tx));
    if (content.notificationEmail && !ignoreNotificationEmail)
      return { source: "notification_email", recipients: [content.notificationEmail] };
    const admins = await deps.accounts.adminEmails(tx);
    if (admins.length > 0) return { source: "admins", recipients: admins };
    const contact = realContactEmail(content.contactEmail);
    return contact ? { source: "contact", recipients: [contact] } : { source: "none", recipients: [] };
  };
}

/**
 * The address every service sends the owner's notices to: one mail to all the recipients ("a, b"),
 * or "" when there is nobody, which shopMailer drops with a warning.
 */
export function shopEmail(deps: NoticeDeps): (tx?: Executor) => Promise<string> {
  const recipients = noticeRecipients(deps);
  return async (tx) => (await recipients({}, tx)).recipients.join(", ");
}

/**
 * How many automatic mails (MailMessage.kind: acknowledgements, sign-in links) one address may be
 * sent (decision 046): anyone can type an address into a form, so the shop's From address must not
 * become a way to flood someone's inbox.
 */
export const AUTOMATIC_MAIL_CAP = { perHour: 3, perDay: 10 } as const;

const HOUR_MS = 60 * 60_000;

type ShopMailerDeps = NoticeDeps & {
  logger: Logger;
  /** The queue's count of automatic mails per recipient, for the cap. */
  queue: Pick<MailQueueRepo, "automaticSince">;
  now?: () => Date;
};

/**
 * The Mailer the services are handed (decision 038), around the mail queue: a notice with nobody to
 * receive it is logged and dropped (the action that caused it still succeeds), and every email to a
 * customer without a Reply-To gets the shop's contact email, so "just reply" reaches the shop. The
 * owner's notices keep theirs (the customer), or none. An automatic mail to an address that had
 * its share of them (AUTOMATIC_MAIL_CAP) is dropped with a warning; the action still succeeds, and
 * answers the same, so the cap tells nobody anything (decision 046).
 */
export function shopMailer(mailer: Mailer, deps: ShopMailerDeps): Mailer {
  const recipients = noticeRecipients(deps);
  const now = deps.now ?? (() => new Date());

  /** True when `to` already had its share of automatic mails; read on the sender's transaction. */
  async function capped(to: string, tx?: Executor): Promise<boolean> {
    const at = now().getTime();
    const sent = await deps.queue.automaticSince(
      to,
      { hour: new Date(at - HOUR_MS), day: new Date(at - 24 * HOUR_MS) },
      tx,
    );
    return sent.hour >= AUTOMATIC_MAIL_CAP.perHour || sent.day >= AUTOMATIC_MAIL_CAP.perDay;
  }

  return {
    async send(message, tx) {
      if (!message.to.trim()) {
        deps.logger.warn(
          { subject: message.subject },
          "owner notice not sent: no SHOP_EMAIL, notification email, admin account or real contact email",
        );
        return;
      }
      // The reserved .invalid domain reaches nobody: a deleted customer's orders carry such an address (decision 065).
      if (/[@.]invalid$/i.test(message.to.trim())) {
        deps.logger.info({ subject: message.subject }, "mail not sent: its recipient is a deleted customer");
        return;
      }
      if (message.kind === "automatic" && (await capped(message.to, tx))) {
        deps.logger.warn(
          { subject: message.subject, cap: AUTOMATIC_MAIL_CAP },
          "automatic mail not sent: its recipient had too many of them",
        );
        return;
      }
      if (message.replyTo) return mailer.send(message, tx);
      // Read in the sender's transaction: on PGlite a read beside an open transaction would wait for it.
      const content = await deps.content.siteContent(tx);
      const owner = (await recipients({ content }, tx)).recipients.join(", ");
      const replyTo = message.to === owner ? null : realContactEmail(content.contactEmail);
      return mailer.send(replyTo ? { ...message, replyTo } : message, tx);
    },
  };
}
