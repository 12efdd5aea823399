import type { Logger } from "pino";
import { DEFAULT_MAIL_FROM, type Config } from "../config";
import type { ChangeFeed } from "../infra/change-feed";
import type { SettingsCipher } from "./settings-crypto";
import type { SettingsRepo, SettingWrite } from "./settings.repo";

/** Every setting the owner can save in the admin (decision 084), by its row's name. */
export const SETTING_NAMES = [
  "publicUrl",
  "smtpHost",
  "smtpPort",
  "smtpUsername",
  "smtpPassword",
  "mailFrom",
  "stripeSecretKey",
  "stripePublishableKey",
  "stripeWebhookSecret",
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Stored only sealed with the settings key; never answered back. */
export const SECRET_SETTINGS: ReadonlySet<SettingName> = new Set([
  "smtpPassword",
  "stripeSecretKey",
  "stripeWebhookSecret",
]);

export type StoredSettings = Partial<Record<SettingName, string>>;

/** How mail leaves now: the environment's SMTP_URL, the owner's SMTP server, or the outbox folder. */
export type MailRoute =
  | { kind: "environment"; url: string }
  | { kind: "admin"; host: string; port: number; username: string; password: string }
  | { kind: "outbox" };

export type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string };

/**
 * The settings as the running shop uses them (decision 084): the environment's variable when set,
 * else what the owner saved, kept in memory and read again whenever any instance saves (the change
 * feed's "settings" topic). Every read is synchronous, so the mailer, payments and links ask at each use.
 */
export type LiveSettings = {
  publicUrl: () => string | undefined;
  /** Where links point: the public address, else http://localhost:PORT (never the request's Host). */
  origin: () => string;
  mailFrom: () => string;
  mail: () => MailRoute;
  /** The keys cards are taken with; null: manual payments. */
  stripe: () => StripeKeys | null;
  /** What the owner saved, secrets opened (for the admin's view: never answered as such). */
  stored: () => StoredSettings;
  /** Saved secrets this server's key cannot open. */
  unreadable: () => SettingName[];
  /** Stores `values` (secrets sealed) and removes `cleared` at once, then tells every instance. */
  save: (values: StoredSettings, cleared?: SettingName[]) => Promise<void>;
  reload: () => Promise<void>;
};

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export async function openLiveSettings(deps: {
  repo: SettingsRepo;
  cipher: SettingsCipher;
  config: Config;
  changes: Pick<ChangeFeed, "subscribe" | "notify">;
  logger: Logger;
}): Promise<LiveSettings> {
  const { repo, cipher, config, logger } = deps;
  let stored: StoredSettings = {};
  let unreadable: SettingName[] = [];

  async function reload() {
    const rows = await repo.all();
    const next: StoredSettings = {};
    const failed: SettingName[] = [];
    for (const row of rows) {
      const name = row.name as SettingName;
      if (!SETTING_NAMES.includes(name)) continue;
      if (row.sealed === null) {
        if (row.value !== null) next[name] = row.value;
        continue;
      }
      try {
        next[name] = cipher.open(name, row.sealed);
      } catch {
        failed.push(name);
      }
    }
    if (failed.length > 0 && failed.join() !== unreadable.join()) {
      logger.error(
        { settings: failed },
        "stored settings cannot be decrypted with this server's settings key (SETTINGS_KEY or DATA_DIR/settings-key): they are ignored until the owner enters them again in the admin, or the key they were saved with is restored",
      );
    }
    stored = next;
    unreadable = failed;
  }

  await reload().catch((err: unknown) => logger.error({ err }, "could not read the stored settings"));
  deps.changes.subscribe("settings", () => {
    reload().catch((err: unknown) => logger.warn({ err }, "could not read the stored settings again"));
  });

  const publicUrl = () => (config.PUBLIC_URL ? trimSlash(config.PUBLIC_URL) : stored.publicUrl);
  return {
    publicUrl,
    origin: () => publicUrl() ?? `http://localhost:${config.PORT}`,
    mailFrom: () => config.MAIL_FROM ?? stored.mailFrom ?? DEFAULT_MAIL_FROM,
    mail: () => {
      if (config.SMTP_URL) return { kind: "environment", url: config.SMTP_URL };
      // A password the key cannot open is no password: the mails wait in the outbox, not refused by the server.
      if (stored.smtpHost && stored.smtpPort && !unreadable.includes("smtpPassword")) {
        return {
          kind: "admin",
          host: stored.smtpHost,
          port: Number(stored.smtpPort),
          username: stored.smtpUsername ?? "",
          password: stored.smtpPassword ?? "",
        };
      }
      return { kind: "outbox" };
    },
    stripe: () => {
      if (config.STRIPE_SECRET_KEY) {
        return {
          secretKey: config.STRIPE_SECRET_KEY,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        };
      }
      const { stripeSecretKey, stripePublishableKey, stripeWebhookSecret } = stored;
      return stripeSecretKey && stripePublishableKey && stripeWebhookSecret
        ? { secretKey: stripeSecretKey, publishableKey: stripePublishableKey, webhookSecret: stripeWebhookSecret }
        : null;
    },
    stored: () => stored,
    unreadable: () => unreadable,
    save: async (values, cleared = []) => {
      const rows = Object.entries(values).map(([name, value]): SettingWrite =>
        SECRET_SETTINGS.has(name as SettingName) ? { name, sealed: cipher.seal(name, value) } : { name, value },
      );
      await repo.put(rows, cleared);
      await reload();
      await deps.changes.notify("settings");
    },
    reload,
  };
}
