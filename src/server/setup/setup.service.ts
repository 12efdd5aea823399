import type { SetupDismiss, SetupItem } from "@shared/owner-setup";
import { SITE_CONTENT_DEFAULTS, SITE_POLICY_FIELDS } from "@shared/site-content";
import { SITE_CONTENT_LABELS } from "@shared/site-content-schema";
import type { ContentRepo } from "../content/content.repo";
import { POLICY_SAMPLES, SAMPLE_POLICY_NOTE } from "../db/policy-samples";
import type { Payments } from "../infra/payments";
import type { LiveSettings, SettingName } from "../settings/shop-settings";

export type SetupDeps = {
  /** The mail route and public address as they are now: the environment's, else the owner's (decision 084). */
  settings: Pick<LiveSettings, "mail" | "publicUrl" | "unreadable">;
  payments: Pick<Payments, "mode">;
  content: Pick<ContentRepo, "siteContent" | "dismissSetupItem">;
};

/** The Site Content tab's field, opened at that field. */
const fieldLink = (field: string, label: string) => ({
  kind: "link" as const,
  label,
  href: `/admin?tab=site-content#site-${field}`,
});

/** The owner's server settings in the Site Content tab (decision 084), opened at that field. */
const settingsLink = (field: string, label: string) => ({
  kind: "link" as const,
  label,
  href: `/admin?tab=site-content#settings-${field}`,
});

/** A sentence for saved secrets this server's key cannot open, so the owner knows why an item is back. */
function unreadableNote(unreadable: SettingName[], names: SettingName[], what: string): string {
  return names.some((name) => unreadable.includes(name))
    ? ` Your saved ${what} cannot be read with this server's settings key (it changed, or DATA_DIR/settings-key was lost): enter it again.`
    : "";
}

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
    // The server settings are entered in the admin, checked live when saved (decision 084); an
    // item is open only while neither the environment nor the owner has set them.
    const unreadable = deps.settings.unreadable();
    if (deps.settings.mail().kind === "outbox") {
      items.push({
        id: "email-delivery",
        title: "Emails are not being delivered",
        explanation: `Until a mail server is set, emails are written to DATA_DIR/outbox and no customer receives them: no order confirmation, invoice or shipping notice. Enter your mail provider's SMTP server under Mail in Site Content; a test email to you checks it before it is saved.${unreadableNote(unreadable, ["smtpPassword"], "mail password")}`,
        fix: settingsLink("mail-host", "Set up mail"),
        dismissible: false,
      });
    }
    if (!deps.settings.publicUrl()) {
      items.push({
        id: "public-url",
        title: "The shop's public address is not set",
        explanation:
          "Until it is set, the links in emails, the sitemap and link previews point to this machine (http://localhost and its port), which customers cannot open. Enter the address shoppers use (https://boards.example.com) under Public address in Site Content.",
        fix: settingsLink("address-publicUrl", "Set the public address"),
        dismissible: false,
      });
    }
    if (deps.payments.mode === "manual" && !content.setupDismissed.includes("manual-payments")) {
      items.push({
        id: "manual-payments",
        title: "Payments are manual",
        explanation: `Orders are recorded without payment, and you send each customer an invoice. To take cards, create a Stripe account and enter its keys under Card payments in Site Content, then add a webhook in Stripe's dashboard to https://<your shop>/api/stripe/webhook for the events payment_intent.succeeded and payment_intent.payment_failed. Keep manual payments if you take payment by arrangement.${unreadableNote(unreadable, ["stripeSecretKey", "stripeWebhookSecret"], "Stripe keys")}`,
        fix: settingsLink("stripe-publishableKey", "Set up card payments"),
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
