import { outboxMailer, smtpMailer, type Mailer } from "../infra/mail";
import { manualPayments, stripeApiOf, stripePayments, type Payments } from "../infra/payments";
import type { LiveSettings } from "./shop-settings";

/**
 * The transport the mail queue hands mails to, following the settings as they are now (decision
 * 084): the environment's SMTP_URL, else the owner's SMTP server, else the outbox folder. A
 * transport is built again only when the route changes, so connections are not rebuilt per mail.
 */
export function liveMailTransport(settings: LiveSettings, outboxDir: string): Mailer {
  const from = () => settings.mailFrom();
  const outbox = outboxMailer(outboxDir, from);
  let current: { key: string; mailer: Mailer } | undefined;
  return {
    async send(message) {
      const route = settings.mail();
      if (route.kind === "outbox") return outbox.send(message);
      const key = JSON.stringify(route);
      if (current?.key !== key) {
        current = { key, mailer: smtpMailer(route.kind === "environment" ? route.url : route, from) };
      }
      return current.mailer.send(message);
    },
  };
}

/**
 * Payments that follow the settings as they are now (decision 084): Stripe with the environment's
 * keys or the owner's, else manual. `mode` and `publishableKey` are read at each use, so the
 * checkout, the commissions and the webhook change with the keys, on every instance.
 */
export function livePayments(settings: LiveSettings, stripeApiUrl?: string): Payments {
  const manual = manualPayments();
  const api = stripeApiUrl ? stripeApiOf(stripeApiUrl) : undefined;
  let current: { key: string; payments: Payments } | undefined;
  const now = (): Payments => {
    const keys = settings.stripe();
    if (!keys) return manual;
    const key = `${keys.secretKey}\n${keys.publishableKey}\n${keys.webhookSecret}`;
    if (current?.key !== key) current = { key, payments: stripePayments({ ...keys, api }) };
    return current.payments;
  };
  return {
    get mode() {
      return now().mode;
    },
    get publishableKey() {
      return now().publishableKey;
    },
    createIntent: (payment) => now().createIntent(payment),
    cancelIntent: (id) => now().cancelIntent(id),
    refund: (payment) => now().refund(payment),
    listRefunds: (id) => now().listRefunds(id),
    parseWebhook: (raw, signature) => now().parseWebhook(raw, signature),
  };
}
