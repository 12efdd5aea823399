import { z } from "zod";
import { text } from "./fields";
import type { SiteContent } from "./site-content";

/**
 * Who receives the owner's notices (new orders, messages, commission events), and why
 * (decision 038): SHOP_EMAIL, else the notification email of the Site Content tab, else the admin
 * accounts, else the contact email unless it is still the shipped placeholder, else nobody.
 */
type NoticeSource = "shop_email" | "notification_email" | "admins" | "contact" | "none";
export type NoticeRecipients = { source: NoticeSource; recipients: string[] };

/** GET and PATCH /api/admin/site-content: the public content and what only the owner sees. */
export type AdminSiteContent = SiteContent & {
  /** The owner's notification address; null: the default below. */
  notificationEmail: string | null;
  /** Who gets the notices now. */
  notices: NoticeRecipients;
  /** Who would get them with the notification address left blank. */
  noticeDefault: NoticeRecipients;
  /** How many months general inquiries and custom requests that never became commissions are kept (decision 065). */
  retentionMonths: number;
  /** How many days a customer has to pay a manual order before it is cancelled (decision 073). */
  paymentDays: number;
  /** The ways a customer can pay by hand, the names a recorded payment picks from (decision 079). */
  paymentMethods: string[];
};

/** The retention period as the Site Content tab saves it: whole months, 1 to 120 (decision 065). */
export const retentionMonthsSchema = z
  .int("Keep messages for must be a whole number of months")
  .min(1, "Keep messages for at least 1 month")
  .max(120, "Keep messages for at most 120 months");

/** The days to pay a manual order, as the Site Content tab saves them: 1 to 60 (decision 073). */
export const paymentDaysSchema = z
  .int("Days to pay must be a whole number of days")
  .min(1, "Days to pay must be at least 1 day")
  .max(60, "Days to pay must be at most 60 days");

/** The notification address as the Site Content tab saves it: blank (or null) means the default. */
export const notificationEmailSchema = z
  .union([z.null(), text("Notification email", { max: 254 })])
  .transform((value) => value || null)
  .pipe(z.union([z.null(), z.email("Notification email must be a valid email address")]));

/** The setup checklist's items (GET /api/admin/setup), in the order they show. */
export const SETUP_ITEM_IDS = [
  "contact-placeholder",
  "sample-policies",
  "email-delivery",
  "public-url",
  "manual-payments",
] as const;
type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

/** The items the owner may keep as they are: running on manual payments is a choice, the others are not. */
const DISMISSIBLE_SETUP_ITEMS = ["manual-payments"] as const satisfies readonly SetupItemId[];

/**
 * Where an item is fixed: a field of the admin. The server's settings too are entered there
 * (decision 084); the environment's variables still win when set, and then the item is closed.
 */
type SetupFix = { kind: "link"; label: string; href: string };

/** One open item of the setup checklist. */
export type SetupItem = {
  id: SetupItemId;
  title: string;
  /** What is wrong and what it costs, in plain words. */
  explanation: string;
  fix: SetupFix;
  /** The owner may keep it as it is ('Keep manual payments'). */
  dismissible: boolean;
};

/** POST /api/admin/setup/dismissed */
export const setupDismissSchema = z.strictObject({
  id: z.enum(DISMISSIBLE_SETUP_ITEMS, { error: "Only the manual payments item can be kept as it is" }),
});
export type SetupDismiss = z.input<typeof setupDismissSchema>;
