import { z } from "zod";

/**
 * The server settings the owner enters in the admin (decision 084): how the shop sends mail, its
 * public address, and its Stripe keys. Each group is checked live and saved on its own; a variable
 * of the server's environment wins over what is saved here, and is shown read-only.
 */
export const SETTINGS_GROUPS = ["mail", "address", "stripe"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** A stored secret as the admin sees it: never its value, only whether it is set and its last 4 characters. */
export type SecretState = {
  set: boolean;
  last4: string | null;
  /** Stored, but this server's settings key cannot open it (another SETTINGS_KEY): enter it again. */
  unreadable: boolean;
};

/** GET /api/admin/shop-settings, and what each save answers. */
export type ShopSettingsView = {
  mail: {
    /** The environment's variables that decide this group (SMTP_URL, MAIL_FROM): shown read-only. */
    environment: string[];
    host: string;
    port: number | null;
    username: string;
    password: SecretState;
    from: string;
    /** The sender when none is saved. */
    defaultFrom: string;
    /** Where the test email goes: the signed-in owner. */
    testRecipient: string;
  };
  address: {
    environment: string[];
    publicUrl: string | null;
    /** Where links point now: the public address, else this machine (http://localhost:PORT). */
    effective: string;
  };
  stripe: {
    environment: string[];
    publishableKey: string;
    secretKey: SecretState;
    webhookSecret: SecretState;
    /** The address to give Stripe's dashboard for the webhook. */
    webhookUrl: string;
    /** Whether the shop takes cards now. */
    active: boolean;
  };
};

const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const SENDER = /^(?:[^<>\n]{0,100}<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** A secret field: blank keeps the stored one. */
const keepOrSet = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.union([z.undefined(), schema]))
    .optional();

/** PATCH /api/admin/shop-settings/mail: the SMTP server; saved only once a test email went through it. */
export const mailSettingsSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1, "Enter your mail server, e.g. smtp.postmarkapp.com")
    .regex(HOST, "Enter only the server's name, e.g. smtp.example.com (no smtp:// and no port)"),
  port: z.coerce
    .number({ error: "Port must be a number, e.g. 465 or 587" })
    .int("Port must be a whole number, e.g. 465 or 587")
    .min(1, "Port must be between 1 and 65535")
    .max(65535, "Port must be between 1 and 65535"),
  username: z.string().trim().max(254, "Username must be at most 254 characters").default(""),
  password: keepOrSet(z.string().max(500, "Password must be at most 500 characters")),
  from: z
    .string()
    .trim()
    .max(254, "From address must be at most 254 characters")
    .refine((v) => v === "" || SENDER.test(v), "Enter an email address, e.g. Grain & Groove <orders@example.com>")
    .default(""),
});
export type MailSettingsInput = z.input<typeof mailSettingsSchema>;
export type MailSettings = z.output<typeof mailSettingsSchema>;

/** The public address: http(s), a host and maybe a port, nothing else. Answers its origin (no trailing slash). */
export const publicUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the address shoppers use, e.g. https://boards.example.com")
  .max(300, "The address must be at most 300 characters")
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "Enter a whole address, starting with https://" });
      return z.NEVER;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      ctx.addIssue({ code: "custom", message: "The address must start with https:// (or http://)" });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: "custom", message: "The address must not contain a user name or password" });
      return z.NEVER;
    }
    if (url.pathname !== "/" || url.search || url.hash) {
      ctx.addIssue({ code: "custom", message: `Enter the address without a path, e.g. ${url.origin}` });
      return z.NEVER;
    }
    return url.origin;
  });

/** PATCH /api/admin/shop-settings/address */
export const addressSettingsSchema = z.strictObject({ publicUrl: publicUrlSchema });
export type AddressSettingsInput = z.input<typeof addressSettingsSchema>;

/** PATCH /api/admin/shop-settings/stripe: saved only once Stripe accepted the secret key. */
export const stripeSettingsSchema = z.strictObject({
  secretKey: keepOrSet(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "The secret key starts with sk_live_ or sk_test_ (Developers → API keys)"),
  ),
  publishableKey: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, "The publishable key starts with pk_live_ or pk_test_ (Developers → API keys)"),
  webhookSecret: keepOrSet(
    z.string().regex(/^whsec_\w+$/, "The signing secret starts with whsec_ (Developers → Webhooks → your endpoint)"),
  ),
});
export type StripeSettingsInput = z.input<typeof stripeSettingsSchema>;
export type StripeSettings = z.output<typeof stripeSettingsSchema>;

/** DELETE /api/admin/shop-settings/:group: the group's saved values removed (back to the outbox, localhost, manual payments). */
export const settingsGroupSchema = z.enum(SETTINGS_GROUPS, { error: "Unknown settings group" });
