import type { Logger } from "pino";
import type { MailSettings, SecretState, SettingsGroup, ShopSettingsView, StripeSettings } from "@shared/shop-settings";
import { DEFAULT_MAIL_FROM, type Config } from "../config";
import { Conflict, Invalid } from "../errors";
import type { SmtpServer } from "../infra/mail";
import type { LiveSettings, SettingName, StoredSettings } from "./shop-settings";

/** The live checks a save runs first (settings-checks.ts); tests of the service may hand others. */
export type SettingsChecks = {
  smtp(server: SmtpServer, from: string, to: string): Promise<void>;
  stripeKey(secretKey: string): Promise<void>;
};

export type SettingsDeps = {
  settings: LiveSettings;
  config: Config;
  checks: SettingsChecks;
  logger: Logger;
};

/** Each group's variables of the environment: set, they win over what the owner saved. */
const ENVIRONMENT: Record<SettingsGroup, (keyof Config)[]> = {
  mail: ["SMTP_URL", "MAIL_FROM"],
  address: ["PUBLIC_URL"],
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
};
/** The variable that decides the whole group: while it is set, the group is read-only. */
const DECIDING: Record<SettingsGroup, keyof Config> = {
  mail: "SMTP_URL",
  address: "PUBLIC_URL",
  stripe: "STRIPE_SECRET_KEY",
};
const GROUP_SETTINGS: Record<SettingsGroup, SettingName[]> = {
  mail: ["smtpHost", "smtpPort", "smtpUsername", "smtpPassword", "mailFrom"],
  address: ["publicUrl"],
  stripe: ["stripeSecretKey", "stripePublishableKey", "stripeWebhookSecret"],
};
const GROUP_NAMES: Record<SettingsGroup, string> = {
  mail: "Mail",
  address: "The public address",
  stripe: "Card payments",
};

/**
 * The owner's server settings in the admin (decision 084): what is saved and what the environment
 * decides, never a secret's value; each save checked live first, and stored only when it passes.
 */
export function settingsService(deps: SettingsDeps) {
  const { settings, config, checks, logger } = deps;
  const environment = (group: SettingsGroup) => ENVIRONMENT[group].filter((name) => config[name] !== undefined);

  function secret(stored: StoredSettings, name: SettingName): SecretState {
    const value = stored[name];
    const unreadable = settings.unreadable().includes(name);
    return { set: value !== undefined || unreadable, last4: value ? value.slice(-4) : null, unreadable };
  }

  function view(owner: string): ShopSettingsView {
    const stored = settings.stored();
    const stripeFromEnv = Boolean(config.STRIPE_SECRET_KEY);
    const fromEnvSecret: SecretState = { set: true, last4: null, unreadable: false };
    return {
      mail: {
        environment: environment("mail"),
        host: stored.smtpHost ?? "",
        port: stored.smtpPort ? Number(stored.smtpPort) : null,
        username: stored.smtpUsername ?? "",
        password: secret(stored, "smtpPassword"),
        from: config.MAIL_FROM ?? stored.mailFrom ?? "",
        defaultFrom: DEFAULT_MAIL_FROM,
        testRecipient: owner,
      },
      address: {
        environment: environment("address"),
        publicUrl: settings.publicUrl() ?? null,
        effective: settings.origin(),
      },
      stripe: {
        environment: environment("stripe"),
        publishableKey: (stripeFromEnv ? config.STRIPE_PUBLISHABLE_KEY : stored.stripePublishableKey) ?? "",
        secretKey: stripeFromEnv ? fromEnvSecret : secret(stored, "stripeSecretKey"),
        webhookSecret: stripeFromEnv ? fromEnvSecret : secret(stored, "stripeWebhookSecret"),
        webhookUrl: `${settings.origin()}/api/stripe/webhook`,
        active: settings.stripe() !== null,
      },
    };
  }

  function refuseWhenSetOnServer(group: SettingsGroup) {
    const variable = DECIDING[group];
    if (config[variable] !== undefined) {
      throw new Conflict(
        `${GROUP_NAMES[group]} is set on the server (${variable}): change it there, or unset it to manage it here`,
      );
    }
  }

  /** A secret typed now, else the one saved; `field` names it when neither is there. */
  function secretOf(typed: string | undefined, name: SettingName, field: string, label: string): string {
    const value = typed ?? settings.stored()[name];
    if (value) return value;
    const unreadable = settings.unreadable().includes(name);
    throw new Invalid(`${label} is required`, [
      {
        path: field,
        message: unreadable
          ? `${label} could not be read with this server's key: enter it again`
          : `Enter the ${label.toLowerCase()}`,
      },
    ]);
  }

  return {
    /** GET /api/admin/shop-settings */
    view,

    /** PATCH /api/admin/shop-settings/mail: a test email to `owner` through the server, then saved. */
    async saveMail(input: MailSettings, owner: string): Promise<ShopSettingsView> {
      refuseWhenSetOnServer("mail");
      const sameLogin = input.username !== "" && input.username === settings.stored().smtpUsername;
      const password = input.username
        ? (input.password ?? (sameLogin ? settings.stored().smtpPassword : undefined))
        : "";
      if (password === undefined) secretOf(undefined, "smtpPassword", "password", "Password");
      const server: SmtpServer = {
        host: input.host,
        port: input.port,
        username: input.username,
        password: password ?? "",
      };
      const from = config.MAIL_FROM ?? (input.from || DEFAULT_MAIL_FROM);
      await checks.smtp(server, from, owner);
      const values: StoredSettings = { smtpHost: input.host, smtpPort: String(input.port) };
      const cleared: SettingName[] = [];
      if (input.username) {
        values.smtpUsername = input.username;
        values.smtpPassword = server.password;
      } else cleared.push("smtpUsername", "smtpPassword");
      if (config.MAIL_FROM === undefined) {
        if (input.from) values.mailFrom = input.from;
        else cleared.push("mailFrom");
      }
      await settings.save(values, cleared);
      logger.info({ host: input.host, port: input.port }, "mail settings saved after a test email went through");
      return view(owner);
    },

    /** PATCH /api/admin/shop-settings/address */
    async saveAddress(publicUrl: string, owner: string): Promise<ShopSettingsView> {
      refuseWhenSetOnServer("address");
      await settings.save({ publicUrl });
      logger.info({ publicUrl }, "public address saved");
      return view(owner);
    },

    /** PATCH /api/admin/shop-settings/stripe: the secret key checked with Stripe, then saved. */
    async saveStripe(input: StripeSettings, owner: string): Promise<ShopSettingsView> {
      refuseWhenSetOnServer("stripe");
      const secretKey = secretOf(input.secretKey, "stripeSecretKey", "secretKey", "Secret key");
      const webhookSecret = secretOf(
        input.webhookSecret,
        "stripeWebhookSecret",
        "webhookSecret",
        "Webhook signing secret",
      );
      const secretMode = secretKey.includes("_live_") ? "live" : "test";
      const publishableMode = input.publishableKey.startsWith("pk_live_") ? "live" : "test";
      if (secretMode !== publishableMode) {
        throw new Invalid("The keys are from different modes", [
          {
            path: "publishableKey",
            message: `This is a ${publishableMode} key and the secret key a ${secretMode} one: copy both from the same mode of Stripe's dashboard.`,
          },
        ]);
      }
      await checks.stripeKey(secretKey);
      await settings.save({
        stripeSecretKey: secretKey,
        stripePublishableKey: input.publishableKey,
        stripeWebhookSecret: webhookSecret,
      });
      logger.info({ mode: secretMode }, "Stripe keys saved after Stripe accepted the secret key");
      return view(owner);
    },

    /** DELETE /api/admin/shop-settings/:group: back to the outbox, this machine's address, or manual payments. */
    async clear(group: SettingsGroup, owner: string): Promise<ShopSettingsView> {
      refuseWhenSetOnServer(group);
      await settings.save({}, GROUP_SETTINGS[group]);
      logger.info({ group }, "saved settings removed");
      return view(owner);
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
