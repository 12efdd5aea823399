import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Express } from "express";
import { settingsKeyBytes, writesDataDir, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seed } from "./db/seed";
import { createApp } from "./app";
import { campaignBatches, filesInUse, messageRetentionOf, reposOf, reviewRemindersOf, type AppDeps } from "./modules";
import { buildCheckout } from "./sales";
import { mailQueue } from "./mail/mail-queue";
import { mailQueueRepo } from "./mail/mail-queue.repo";
import { localDiskStorage, probeWritable } from "./infra/storage";
import { s3OptionsOf, s3Storage } from "./infra/s3-storage";
import { createLogger } from "./infra/logger";
import { uploadsService } from "./uploads/uploads.service";
import type { ClientApp } from "./http/pages";
import { accountsRepo } from "./accounts/accounts.repo";
import { ensureAdmin } from "./accounts/accounts.service";
import { passwordProblem } from "./accounts/password-policy";
import { background } from "./infra/background";
import { openChangeFeed } from "./infra/change-feed";
import { DrizzleSessionStore } from "./http/session-store";
import { sessionsRepo } from "./accounts/sessions.repo";
import { rateLimiter, signInPausePolicy } from "./http/rate-limit";
import { signInPausesRepo } from "./accounts/sign-in-pauses.repo";
import { isDiskFull } from "./http/errors";
import { settingsRepo } from "./settings/settings.repo";
import { settingsCipher } from "./settings/settings-crypto";
import { openLiveSettings } from "./settings/shop-settings";
import { liveMailTransport, livePayments } from "./settings/live-adapters";

/**
 * A failure to use DATA_DIR at start, as the operator needs it: which setting, which folder, and
 * "no space left on device" when the disk is full, whatever layer saw it (Node's ENOSPC, PGlite's
 * bare `ErrnoError { errno: 51 }`).
 */
function dataDirFailure(config: Config, err: unknown): Error {
  const reason = isDiskFull(err) ? "no space left on device" : err instanceof Error ? err.message : String(err);
  return new Error(`DATA_DIR (${path.resolve(config.DATA_DIR)}) cannot be written: ${reason}`, { cause: err });
}

/**
 * Without SESSION_SECRET a random one is kept in DATA_DIR, so sessions survive restarts of a single
 * instance. Several instances must share SESSION_SECRET.
 */
function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The key the owner's secret settings are sealed with (decision 084): SETTINGS_KEY, else a random
 * one generated once into DATA_DIR/settings-key (mode 0600), kept like the session secret. Several
 * instances must share SETTINGS_KEY; losing the file loses the saved secrets (not the shop).
 */
function settingsKey(config: Config): Buffer {
  if (config.SETTINGS_KEY) return settingsKeyBytes(config.SETTINGS_KEY)!;
  const file = path.resolve(config.DATA_DIR, "settings-key");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    mkdirSync(config.DATA_DIR, { recursive: true });
    const key = randomBytes(32);
    writeFileSync(file, key.toString("base64"), { mode: 0o600 });
    return key;
  }
  const key = settingsKeyBytes(text);
  // Never replaced silently: a new key would leave every saved secret unreadable.
  if (!key) throw new Error(`${file} does not hold a settings key (32 bytes, base64): restore it from a backup`);
  return key;
}

export type Running = {
  app: Express;
  database: Database;
  logger: Logger;
  /** Ends the jobs, the mail worker, the change feed and the database; done by `deadline` (epoch ms) at the latest. */
  stop(deadline?: number): Promise<void>;
};

/** What the database needs to close, kept from the time a stop has left. */
const CLOSE_MS = 1_000;

/** Opens and migrates the database, seeds it, ensures the configured admin, and builds the app. */
export async function bootstrap(config: Config, client?: ClientApp): Promise<Running> {
  const adminPasswordProblem = config.ADMIN_PASSWORD && passwordProblem(config.ADMIN_PASSWORD, config.ADMIN_EMAIL);
  if (adminPasswordProblem) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${adminPasswordProblem}`);
  const logger = createLogger(config.LOG_LEVEL);
  let secret: string;
  let key: Buffer;
  try {
    // A full or read-only DATA_DIR stops the start here, with a message that says so.
    if (writesDataDir(config)) await probeWritable(config.DATA_DIR);
    secret = sessionSecret(config);
    key = settingsKey(config);
  } catch (err) {
    throw dataDirFailure(config, err);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onPoolError: (err) => logger.warn({ err }, "idle database connection lost"),
  }).catch((err: unknown) => {
    throw config.DATABASE_URL ? err : dataDirFailure(config, err);
  });
  // Instances starting together on one database take turns here (each sees the other's work).
  await database.alone(async () => {
    await database.migrate().catch(async (err: unknown) => {
      if (config.DATABASE_URL) throw err;
      await database.close().catch(() => {});
      throw dataDirFailure(config, err);
    });
    const seeded = await seed(database.db, { sampleData: config.SEED_SAMPLE_DATA });
    if (seeded.products) logger.info(seeded, "seeded the sample catalogue and gallery");
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const admin = await ensureAdmin(accountsRepo(database.db), config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      logger.info({ email: admin.email }, "admin account ready");
    }
  });
  const jobs = background(logger);
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, job: () => Promise<unknown>, name: string) => {
    const timer = setInterval(() => job().catch((err) => logger.warn({ err }, `${name} failed`)), ms);
    timer.unref();
    timers.push(timer);
  };
  // Instances sharing the database tell each other when what the public reads show has changed.
  const changes = await openChangeFeed(database, logger);
  // The environment's settings, else the owner's from the admin, read again when any instance saves (decision 084).
  const settings = await openLiveSettings({
    repo: settingsRepo(database.db),
    cipher: settingsCipher(key),
    config,
    changes,
    logger,
  });
  const s3 = s3OptionsOf(config);
  // Every email waits in the database until it is sent, by this instance or another (decision 034).
  const mailRepo = mailQueueRepo(database.db);
  const mail = mailQueue({
    repo: mailRepo,
    transport: liveMailTransport(settings, path.resolve(config.DATA_DIR, "outbox")),
    logger,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    storage: s3 ? s3Storage(s3) : localDiskStorage(path.resolve(config.DATA_DIR, "uploads")),
    payments: livePayments(settings, config.STRIPE_API_URL),
    mailer: mail,
    mailQueueDepth: () => mailRepo.pendingCount(),
    logger,
    sessionSecret: secret,
    settings,
    client,
    background: jobs,
    changes,
    schedule: (name, ms, job) => every(ms, job, name),
  };
  const app = createApp(deps);
  if (!settings.publicUrl()) {
    logger.warn(
      `The public address is not set: links in emails point to ${settings.origin()}. Set it in the admin (Site Content → Public address) or as PUBLIC_URL.`,
    );
  }
  logger.info(
    {
      payments: deps.payments.mode,
      mail: settings.mail().kind === "outbox" ? "outbox" : "smtp",
      storage: s3 ? `s3://${s3.bucket}` : "disk",
      oidc: config.OIDC_ISSUER_URL ?? "off",
    },
    "adapters ready",
  );

  // Housekeeping that any instance may run: each step is a conditional update, safe to race.
  const store = new DrizzleSessionStore(sessionsRepo(database.db));
  const checkout = buildCheckout(deps);
  // A campaign's batches: each instance looks every few seconds; one takes each batch (decision 061).
  const campaigns = campaignBatches(deps);
  // One table holds every limiter's counters: prune only what the longest window no longer needs.
  const longestWindowMinutes = Math.max(
    config.AUTH_RATE_WINDOW_MINUTES,
    config.CONTACT_RATE_WINDOW_MINUTES,
    config.CHECKOUT_RATE_WINDOW_MINUTES,
  );
  const limiter = rateLimiter(database.db, { max: config.AUTH_RATE_LIMIT, windowMs: longestWindowMinutes * 60_000 });
  const uploads = uploadsService(filesInUse(reposOf(database.db)), deps.storage);
  const removeUnusedUploads = async () => {
    const removed = await uploads.removeUnused();
    if (removed.length) logger.info({ removed: removed.length }, "removed uploads no record uses");
  };
  every(60 * 60 * 1000, () => store.prune(), "session prune");
  every(60 * 60 * 1000, () => accountsRepo(database.db).pruneExpiredRegistrations(), "registration prune");
  every(60 * 1000, () => checkout.expireUnpaid(), "payment expiry");
  every(60 * 60 * 1000, () => limiter.prune(), "rate-limit prune");
  every(
    60 * 60 * 1000,
    () => signInPausesRepo(database.db).prune(signInPausePolicy(1).forgetAfterMs),
    "sign-in pause prune",
  );
  every(60 * 60 * 1000, removeUnusedUploads, "upload clean-up");
  // General inquiries and custom requests that never became commissions, past the owner's period (decision 065).
  every(60 * 60 * 1000, messageRetentionOf(deps), "message retention");
  every(60 * 60 * 1000, () => mail.prune(), "mail queue prune");
  every(60 * 60 * 1000, reviewRemindersOf(deps), "review reminders");
  every(5_000, () => campaigns.sendDue(), "campaign batches");
  mail.start();
  return {
    app,
    database,
    logger,
    async stop(deadline = Date.now() + 10_000) {
      timers.forEach(clearInterval);
      // Emails the last answers promised are queued, and go out for a few seconds more (at most
      // what is left before `deadline`) before the database closes.
      await jobs.settled();
      await mail.stop(Math.min(5_000, deadline - Date.now() - CLOSE_MS));
      await changes.close();
      await database.close();
    },
  };
}
