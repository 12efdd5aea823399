import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import type { Express } from "express";
import { pino, type Logger } from "pino";
import { createApp } from "../app";
import { campaignBatches, type AppDeps } from "../modules";
import { buildCheckout } from "../sales";
import type { Payments } from "../infra/payments";
import { mailQueue, type MailQueue, type MailQueueOptions } from "../mail/mail-queue";
import { mailQueueRepo } from "../mail/mail-queue.repo";
import { recoveryService } from "../accounts/recovery.service";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { localDiskStorage, type Storage } from "../infra/storage";
import { createLogger } from "../infra/logger";
import { accountsRepo } from "../accounts/accounts.repo";
import { ensureAdmin } from "../accounts/accounts.service";
import { hashPassword } from "../accounts/passwords";
import { httpErrorOf } from "../http/errors";
import { background, type Background } from "../infra/background";
import { openChangeFeed, type ChangeFeed, type ChangeTopic } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import type { VerifyEmailAnswer } from "@shared/auth";
import type { Product, ProductInput } from "@shared/product";
import { productPayload } from "../db/factories";
import { settingsRepo } from "../settings/settings.repo";
import { settingsCipher } from "../settings/settings-crypto";
import { openLiveSettings, type LiveSettings } from "../settings/shop-settings";
import { liveMailTransport, livePayments } from "../settings/live-adapters";
import { migrateAndSeed, TEMPLATE_DATABASE, TEMPLATE_DUMP } from "./template-database";
import { createDatabase } from "./server-databases";

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

/**
 * An answer's JSON body with the type the API promises (supertest types every body as `any`); the
 * assertions that follow check it.
 */
export function bodyOf<T>(res: { body: unknown }): T {
  return res.body as T;
}

/** A service's refusal as the API answers it (errorHandler's mapping): for tests that call a service directly. */
export function asAnswered<T>(call: Promise<T>): Promise<T> {
  return call.catch((err: unknown) => {
    throw httpErrorOf(err) ?? err;
  });
}

/** Resolves when `topic` next changes as `feed` hears it (for another instance: through the database). */
export function nextChange(feed: ChangeFeed, topic: ChangeTopic): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${topic}" change arrived`)), 5_000);
    const unsubscribe = feed.subscribe(topic, () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Work after the answer (infra/background.ts) that waits until `release()` lets it run: a test sees
 * what had run when an answer arrived, as the order of events rather than a stopwatch. `settled()`
 * releases what waits and waits for it.
 */
export function heldBackground(): Background & { waiting(): string[]; release(): void } {
  const waiting: { name: string; task: () => Promise<unknown> }[] = [];
  const jobs = background(pino({ level: "silent" }));
  const release = () => {
    for (const { name, task } of waiting.splice(0)) jobs.run(name, task);
  };
  return {
    run: (name, task) => void waiting.push({ name, task }),
    waiting: () => waiting.map(({ name }) => name),
    release,
    async settled() {
      release();
      await jobs.settled();
    },
  };
}

/**
 * A database of the test file's own, as migrated and seeded: a copy of the suite's template
 * (template-database.ts) when vitest's global setup made one, else made here. In memory on PGlite, or
 * a database of its own (dropped by dropDatabase()) on the PostgreSQL server of TEST_DATABASE_URL.
 */
async function testDatabase(): Promise<{ database: Database; url?: string; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = { dump: process.env[TEMPLATE_DUMP], database: process.env[TEMPLATE_DATABASE] };
  if (!serverUrl) {
    const loadDataDir = template.dump ? new Blob([await readFile(template.dump)]) : undefined;
    const database = await openDatabase({ dataDir: "memory", loadDataDir });
    return { database: loadDataDir ? database : await migrateAndSeed(database), dropDatabase: async () => {} };
  }
  const own = await createDatabase(serverUrl, "gg_test", template.database);
  const database = await openDatabase({ url: own.url, dataDir: "memory" });
  if (!template.database) await migrateAndSeed(database);
  return { database, url: own.url, dropDatabase: own.drop };
}

/**
 * A fresh app per suite: in-memory PGlite by default, or a database of its own (created here and
 * dropped by close()) on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createTestApp(
  options: {
    payments?: Payments;
    /** Where the mail queue hands mails (e.g. SMTP to a test's server); the outbox folder when absent. */
    mailer?: Mailer;
    /** The mail queue's clock and retry policy (back-off tests); the real time and DEFAULT_RETRY when absent. */
    mail?: Pick<MailQueueOptions, "now" | "retry">;
    env?: Record<string, string>;
    /** The app's logger (e.g. createLogger writing to a test's stream); silent when absent. */
    logger?: Logger;
    /** The browser app and its pages (e.g. sourceClient()); API only when absent. */
    client?: AppDeps["client"];
    /** Where uploads go (e.g. an S3 test server's storage); a folder of the test's DATA_DIR when absent. */
    storage?: Storage;
    /** The work after answers (e.g. heldBackground()); run at once when absent. */
    background?: Background;
    /** The key the owner's secret settings are sealed with (decision 084); a random one when absent. */
    settingsKey?: Buffer;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "gg-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SEED_SAMPLE_DATA: "false",
    // Suites sign in many times from one address; the rate-limit tests set their own limit.
    AUTH_RATE_LIMIT: "100000",
    CHECKOUT_RATE_LIMIT: "100000",
    UNPAID_ORDERS_LIMIT: "100000",
    UNPAID_ITEM_LIMIT: "100000",
    CONTACT_RATE_LIMIT: "100000",
    ...options.env,
  });
  const { database, url, dropDatabase } = await testDatabase();
  const storage: Storage = options.storage ?? localDiskStorage(path.join(dataDir, "uploads"));
  const outbox = path.join(dataDir, "outbox");
  const jobs = options.background ?? background(pino({ level: "silent" }));
  const logger = options.logger ?? createLogger("silent");
  const changes = await openChangeFeed(database, logger);
  // What close() must end before the database goes: the change feeds and pools of second instances.
  const closers: (() => Promise<void>)[] = [() => changes.close()];
  // The environment's settings, else the owner's (decision 084), as bootstrap reads them.
  const cipher = settingsCipher(options.settingsKey ?? randomBytes(32));
  const settingsOn = (db: Database["db"], feed: ChangeFeed) =>
    openLiveSettings({ repo: settingsRepo(db), cipher, config, changes: feed, logger });
  const settings = await settingsOn(database.db, changes);
  // Every email goes through the mail queue, as in bootstrap (decision 034); without a test's own
  // transport it follows the settings: SMTP once set, else the outbox.
  const transportOf = (live: LiveSettings) => options.mailer ?? liveMailTransport(live, outbox);
  const queueOn = (db: Database["db"], transport: Mailer) =>
    mailQueue({ repo: mailQueueRepo(db), transport, logger, ...options.mail });
  const mail = queueOn(database.db, transportOf(settings));
  const queues: MailQueue[] = [mail];
  closers.push(() => mail.stop());
  const deps: AppDeps = {
    config,
    db: database.db,
    storage,
    payments: options.payments ?? livePayments(settings, config.STRIPE_API_URL),
    mailer: mail,
    logger,
    sessionSecret: "test-secret-that-is-long-enough-for-tests",
    settings,
    background: jobs,
    changes,
    client: options.client,
    // The modules' housekeeping is kept, not timed: a test runs a job when its story needs it.
    schedule: (name, _ms, job) => void scheduled.set(name, job),
  };
  const scheduled = new Map<string, () => Promise<unknown>>();
  const app = createApp(deps);
  const accounts = accountsRepo(database.db);
  /** The work answers leave behind, then every mail due in the queue of each instance. */
  const settled = async () => {
    await jobs.settled();
    await Promise.all(queues.map((queue) => queue.drain()));
  };
  const outboxMessages = async (): Promise<string[]> => {
    await settled();
    const files = (await readdir(outbox).catch(() => [] as string[])).sort();
    return Promise.all(files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(outbox, f), "utf8"))));
  };
  /** The token of the newest link to `route` mailed to `to`. */
  async function mailedToken(to: string, route: string): Promise<string> {
    const mail = (await outboxMessages())
      .reverse()
      .find((m) => m.includes(`To: ${to}`) && m.includes(`${route}?token=`));
    const match = mail && new RegExp(`${route}\\?token=([\\w-]+)`).exec(mail);
    if (!match) throw new Error(`no ${route} link mailed to ${to}`);
    return match[1];
  }

  /** A supertest agent that keeps cookies, signed in with the given account. */
  async function signedIn(email: string, password: string): Promise<TestAgent> {
    const agent = request.agent(app);
    const res = await agent.post("/api/login-local").send({ email, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return agent;
  }

  async function asAdmin(email = "owner@example.com", password = "owner-password-1"): Promise<TestAgent> {
    await ensureAdmin(accounts, email, password);
    return signedIn(email, password);
  }

  return {
    app,
    db: database.db,
    driver: database.driver,
    /** Runs the housekeeping job a module scheduled under `name` (AppDeps.schedule), once. */
    async runScheduled(name: string): Promise<void> {
      const job = scheduled.get(name);
      if (!job) throw new Error(`no job scheduled as "${name}"`);
      await job();
    },
    /** This app's change feed: a test can wait for a change to arrive. */
    changes,
    /** The settings as this instance reads them (decision 084). */
    settings,
    /**
     * Another instance of the shop on the same database, as a second server runs it: on PostgreSQL
     * with a pool of its own, on PGlite on the same database; each with its own change feed and mail queue.
     */
    async secondInstance(): Promise<{
      app: Express;
      changes: ChangeFeed;
      mail: MailQueue;
      db: Database["db"];
      campaigns: ReturnType<typeof campaignBatches>;
      settings: LiveSettings;
    }> {
      const shared = url ? await openDatabase({ url, dataDir: "memory" }) : database;
      const otherChanges = await openChangeFeed(shared, logger);
      const otherSettings = await settingsOn(shared.db, otherChanges);
      const otherMail = queueOn(shared.db, transportOf(otherSettings));
      queues.push(otherMail);
      closers.push(async () => {
        await otherMail.stop();
        await otherChanges.close();
        if (shared !== database) await shared.close();
      });
      const otherDeps = {
        ...deps,
        db: shared.db,
        changes: otherChanges,
        mailer: otherMail,
        settings: otherSettings,
        payments: options.payments ?? livePayments(otherSettings, config.STRIPE_API_URL),
      };
      const otherApp = createApp(otherDeps);
      return {
        app: otherApp,
        changes: otherChanges,
        mail: otherMail,
        db: shared.db,
        campaigns: campaignBatches(otherDeps),
        settings: otherSettings,
      };
    },
    storage,
    dataDir,
    checkout: buildCheckout(deps),
    /** The campaigns' batches as this instance's housekeeping runs them (decision 061): `sendDue(at)`. */
    campaigns: campaignBatches(deps),
    recovery: recoveryService({
      repo: accounts,
      mailer: deps.mailer,
      background: jobs,
      linkOrigin: settings.origin,
      mayMail: () => Promise.resolve(true),
    }),
    /** The emails sent so far (after the work that answers leave behind), oldest first: RFC 822 text with quoted-printable bodies decoded. */
    outbox: outboxMessages,
    mailedToken,
    /** Waits for the work answers leave behind (account emails) and for the mails due to go out. */
    settled,
    /** This instance's mail queue, the one path of every email (decision 034). */
    mail,
    /** Registers through the API and opens the emailed link: the agent is then signed in to the new account. */
    async register(
      body: { email: string; password: string; firstName?: string; lastName?: string },
      agent = request.agent(app),
    ) {
      const res = await agent.post("/api/register").send(body);
      if (res.status !== 202) throw new Error(`register failed: ${res.status} ${res.text}`);
      const token = await mailedToken(body.email.toLowerCase(), "/verify-email");
      const confirmed = await agent.post("/api/verify-email").send({ token });
      const { user } = bodyOf<VerifyEmailAnswer>(confirmed);
      if (confirmed.status !== 200 || !user)
        throw new Error(`confirming failed: ${confirmed.status} ${confirmed.text}`);
      return agent;
    },
    asAdmin,
    async asCustomer(email = "shopper@example.com", password = "shopper-password-1") {
      // An account as registration leaves it before the email is confirmed (a legacy, unproven one).
      if (!(await accounts.findByEmail(email))) {
        await accounts.insert({
          email: email.toLowerCase(),
          password: await hashPassword(password),
          firstName: "Sam",
          lastName: "Shopper",
        });
      }
      return signedIn(email, password);
    },
    /**
     * Signs in as the admin (asAdmin's account) and creates a board through the API from
     * productPayload with `fields`: the signed-in agent and the board as the API answers it.
     */
    async adminWithBoard(fields: Partial<ProductInput> = {}): Promise<{ admin: TestAgent; board: Product }> {
      const admin = await asAdmin();
      const res = await admin.post("/api/products").send(productPayload(fields));
      if (res.status !== 201) throw new Error(`creating a board failed: ${res.status} ${res.text}`);
      return { admin, board: bodyOf<Product>(res) };
    },
    async close() {
      for (const close of closers.reverse()) await close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
