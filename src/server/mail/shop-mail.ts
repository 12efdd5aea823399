import type { Logger } from "pino";
import type { NoticeRecipients } from "@shared/owner-setup";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import type { Config } from "../config";
import type { Mailer } from "../infra/mail";
import type { AccountsRepo } from "../accounts/accounts.repo";
import type { ContentRepo } from "../content/content.repo";
import type { Executor } from "../db/tx";

/** The contact email as shoppers may write to it: null while it is still the shipped placeholder. */
export function realContactEmail(contactEmail: string): string | null {
  const email = contactEmail.trim();
  return email && email.toLowerCase() !== SITE_CONTENT_DEFAULTS.contactEmail ? email : null;
}

type NoticeDeps = {
  config: Pick<Config, "SHOP_EMAIL">;
  content: Pick<ContentRepo, "siteContent">;
  accounts: Pick<AccountsRepo, "adminEmails">;
};

type ContentRow = Awaited<ReturnType<ContentRepo["siteContent"]>>;
/** How noticeRecipients is asked: `content` when the caller has just read it. */
export type NoticeQuery = { ignoreNotificationEmail?: boolean; content?: ContentRow };

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
 * The Mailer the services are handed (decision 038), around the mail queue: a notice with nobody to
 * receive it is logged and dropped (the action that caused it still succeeds), and every email to a
 * customer without a Reply-To gets the shop's contact email, so "just reply" reaches the shop. The
 * owner's notices keep theirs (the customer), or none.
 */
export function shopMailer(mailer: Mailer, deps: NoticeDeps & { logger: Logger }): Mailer {
  const recipients = noticeRecipients(deps);
  return {
    async send(message, tx) {
      if (!message.to.trim()) {
        deps.logger.warn(
          { subject: message.subject },
          "owner notice not sent: no SHOP_EMAIL, notification email, admin account or real contact email",
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
