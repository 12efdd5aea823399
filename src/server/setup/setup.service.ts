import type { SetupDismiss, SetupItem } from "@shared/owner-setup";
import { SITE_CONTENT_DEFAULTS, SITE_POLICY_FIELDS } from "@shared/site-content";
import { SITE_CONTENT_LABELS } from "@shared/site-content-schema";
import type { Config } from "../config";
import type { ContentRepo } from "../content/content.repo";
import { POLICY_SAMPLES, SAMPLE_POLICY_NOTE } from "../db/policy-samples";
import type { Payments } from "../infra/payments";

export type SetupDeps = {
  config: Pick<Config, "SMTP_URL" | "PUBLIC_URL">;
  payments: Pick<Payments, "mode">;
  content: Pick<ContentRepo, "siteContent" | "dismissSetupItem">;
};

/** The Site Content tab's field, opened at that field. */
const fieldLink = (field: string, label: string) => ({
  kind: "link" as const,
  label,
  href: `/admin?tab=site-content#site-${field}`,
});

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The owner's setup checklist (decision 038): what a real shop still lacks, each item open until it
 * is done. Only manual payments may be kept on purpose; the others cost the owner mail or trust.
 */
export function setupService(deps: SetupDeps) {
  async function openItems(): Promise<SetupItem[]> {
    const content = await deps.content.siteContent();
    const items: SetupItem[] = [];
    const placeholders = [
      content.contactEmail.trim().toLowerCase() === SITE_CONTENT_DEFAULTS.contactEmail ? "email" : null,
      content.contactPhone.trim() === SITE_CONTENT_DEFAULTS.contactPhone ? "phone" : null,
    ].filter((x) => x !== null);
    if (placeholders.length > 0) {
      items.push({
        id: "contact-placeholder",
        title: `Your contact ${list(placeholders)} ${placeholders.length > 1 ? "are" : "is"} still the sample`,
        explanation: `The footer and the home page show ${list(
          placeholders.map((p) =>
            p === "email" ? SITE_CONTENT_DEFAULTS.contactEmail : SITE_CONTENT_DEFAULTS.contactPhone,
          ),
        )}, so shoppers cannot reach you. Put your own in the Contact section of Site Content.`,
        fix: fieldLink(placeholders[0] === "email" ? "contactEmail" : "contactPhone", "Set your contact details"),
        dismissible: false,
      });
    }
    const samples = SITE_POLICY_FIELDS.filter(
      (field) => content[field].trim() === POLICY_SAMPLES[field].trim() || content[field].includes(SAMPLE_POLICY_NOTE),
    );
    if (samples.length > 0) {
      const names = samples.map((field) => SITE_CONTENT_LABELS[field]);
      items.push({
        id: "sample-policies",
        title: `${list(names)} ${samples.length > 1 ? "are" : "is"} still the sample text`,
        explanation:
          "Shoppers read your policies before they buy, and the order email links to them. Adapt the samples to how your shop really ships, returns and keeps data.",
        fix: fieldLink(samples[0], "Edit your policies"),
        dismissible: false,
      });
    }
    if (!deps.config.SMTP_URL) {
      items.push({
        id: "email-delivery",
        title: "Emails are not being delivered",
        explanation:
          "Without SMTP_URL, emails are written to DATA_DIR/outbox and no customer receives them: no order confirmation, invoice or shipping notice. Set SMTP_URL to your mail provider's SMTP address (smtps://user:password@smtp.example.com:465) and MAIL_FROM to the address they come from, then restart the shop.",
        fix: { kind: "settings", settings: ["SMTP_URL", "MAIL_FROM"] },
        dismissible: false,
      });
    }
    if (!deps.config.PUBLIC_URL) {
      items.push({
        id: "public-url",
        title: "The shop's public address is not set",
        explanation:
          "Without PUBLIC_URL, the links in emails, the sitemap and link previews point to this machine (http://localhost and its port), which customers cannot open. Set PUBLIC_URL to the address shoppers use (https://boards.example.com) and restart the shop.",
        fix: { kind: "settings", settings: ["PUBLIC_URL"] },
        dismissible: false,
      });
    }
    if (deps.payments.mode === "manual" && !content.setupDismissed.includes("manual-payments")) {
      items.push({
        id: "manual-payments",
        title: "Payments are manual",
        explanation:
          "Orders are recorded without payment, and you send each customer an invoice. To take cards, create a Stripe account, set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, and add a webhook in Stripe's dashboard to https://<your shop>/api/stripe/webhook for the events payment_intent.succeeded and payment_intent.payment_failed. Keep manual payments if you take payment by arrangement.",
        fix: { kind: "settings", settings: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] },
        dismissible: true,
      });
    }
    return items;
  }

  return {
    /** GET /api/admin/setup: the open items, in the checklist's order; none once the shop is set up. */
    openItems,
    /** POST /api/admin/setup/dismissed: keeps an item as it is (manual payments) and answers what stays open. */
    async dismiss({ id }: SetupDismiss): Promise<SetupItem[]> {
      await deps.content.dismissSetupItem(id);
      return openItems();
    },
  };
}
export type SetupService = ReturnType<typeof setupService>;
