// The shop's parts wired together (decision 051): every repo built once, and the feature modules
// grouped by what they serve, each handed what it needs. createApp (app.ts) mounts them.
import type { RequestHandler } from "express";
import { NEWSLETTER_MESSAGE } from "@shared/inquiry-constants";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Storage } from "./infra/storage";
import type { Payments } from "./infra/payments";
import type { Mailer } from "./infra/mail";
import type { ChangeFeed } from "./infra/change-feed";
import { background as createBackground, type Background } from "./infra/background";
import { sessionLifetimes } from "./http/auth";
import { loginThrottle, signInPausePolicy } from "./http/rate-limit";
import { type ShopLimits } from "./http/shop-limits";
import { signedInSessions } from "./http/sessions";
import { type ClientApp } from "./http/pages";
import { mailQueueRepo } from "./mail/mail-queue.repo";
import { noticeRecipients, shopMailer, type NoticeDeps } from "./mail/shop-mail";
import { accountEmailContains, accountsRepo } from "./accounts/accounts.repo";
import { sessionsRepo } from "./accounts/sessions.repo";
import { signInPausesRepo } from "./accounts/sign-in-pauses.repo";
import { oidcFromConfig, type Oidc } from "./accounts/oidc";
import { accountsModule } from "./accounts/accounts.module";
import { addressesRepo } from "./addresses/addresses.repo";
import { catalogRepo } from "./catalog/catalog.repo";
import { categoriesRepo } from "./catalog/categories.repo";
import { catalogModule } from "./catalog/catalog.module";
import { contentRepo } from "./content/content.repo";
import { contentModule } from "./content/content.module";
import { uploadsModule } from "./uploads/uploads.module";
import type { FilesInUse } from "./uploads/uploads.service";
import { inquiriesRepo } from "./inquiries/inquiries.repo";
import { commissionsRepo, hasCommission } from "./commissions/commissions.repo";
import { latestOrderPhone, ordersRepo } from "./orders/orders.repo";
import { orderTokens } from "./orders/order-tokens";
import { orderLinks } from "./orders/order-links";
import { paymentEventsRepo } from "./payments/payment-events.repo";
import { refundsRepo } from "./payments/refunds.repo";
import { discountCodesRepo } from "./discounts/discount-codes.repo";
import { discountUsesRepo } from "./discounts/discount-uses.repo";
import { customersModule } from "./customers/customers.module";
import { statsModule } from "./stats/stats.module";
import { countsModule } from "./counts/counts.module";
import { setupModule } from "./setup/setup.module";
import { exportsModule } from "./exports/exports.module";
import { reviewsRepo } from "./reviews/reviews.repo";
import { reviewLinks } from "./reviews/review-links";
import { reviewsModule } from "./reviews/reviews.module";
import { reviewReminders } from "./reviews/review-reminders";
import type { CatalogService } from "./catalog/catalog.service";
import type { UploadsService } from "./uploads/uploads.service";
import { consentRepo } from "./marketing/consent.repo";
import { campaignsRepo } from "./marketing/campaigns.repo";
import { consentTokens } from "./marketing/consent-tokens";
import { marketingModule } from "./marketing/marketing.module";
import type { WatchedBoard } from "./marketing/consent.service";
import { privacyLogRepo } from "./privacy/privacy-log.repo";
import { privacyModule } from "./privacy/privacy.module";
import type { LiveSettings } from "./settings/shop-settings";
import { settingsModule } from "./settings/settings.module";
import { checkSmtp, checkStripeKey } from "./settings/settings-checks";
import { messageRetention } from "./privacy/retention";

export type AppDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  payments: Payments;
  mailer: Mailer;
  logger: Logger;
  sessionSecret: string;
  /**
   * The server settings as they are now (decision 084): the environment's variables, else what the
   * owner saved in the admin; the public address, the mail route and the Stripe keys are read from it at each use.
   */
  settings: LiveSettings;
  /** The browser app and its pages (the production build, or Vite in development); API only when absent. */
  client?: ClientApp;
  /** The external identity provider; built from the OIDC_* settings when absent (none when unset). */
  oidc?: Oidc;
  /** Runs work after answers (account emails); its own when absent. Shutdown and tests await it. */
  background?: Background;
  /** Tells every instance on the database that the catalogue, gallery or site content changed. */
  changes: ChangeFeed;
  /** The emails waiting to be sent, for /metrics. */
  mailQueueDepth?: () => Promise<number>;
  /** Runs `job` every `ms` while the process runs (bootstrap.ts); modules give their housekeeping to it. */
  schedule?: (name: string, ms: number, job: () => Promise<unknown>) => void;
};

/**
 * Every repo of the shop, each built once. A repo never imports another feature's repo: what one
 * query needs of another table (a customer's latest phone) is handed in here.
 */
export function reposOf(db: Db) {
  const consent = consentRepo(db);
  return {
    accounts: accountsRepo(db, latestOrderPhone),
    sessions: sessionsRepo(db),
    pauses: signInPausesRepo(db),
    addresses: addressesRepo(db),
    catalog: catalogRepo(db),
    categories: categoriesRepo(db),
    content: contentRepo(db),
    inquiries: inquiriesRepo(db),
    commissions: commissionsRepo(db),
    orders: ordersRepo(db),
    paymentEvents: paymentEventsRepo(db),
    refunds: refundsRepo(db),
    mailQueue: mailQueueRepo(db),
    discountCodes: discountCodesRepo(db),
    discountUses: discountUsesRepo(db),
    reviews: reviewsRepo(db),
    consent,
    campaigns: campaignsRepo(db, consent),
    privacyLog: privacyLogRepo(db, accountEmailContains),
  };
}
export type Repos = ReturnType<typeof reposOf>;

/** Which records use an uploaded file (decisions 011, 017): each feature's repo answers for its own tables. */
export function filesInUse({ catalog, content, inquiries, commissions, reviews }: Repos): FilesInUse {
  return {
    async isImageReferenced(url) {
      const shown = await Promise.all([
        catalog.showsImage(url),
        content.showsImage(url),
        commissions.showsPhoto(url),
        reviews.showsPhoto(url),
      ]);
      return shown.some(Boolean);
    },
    async referencedUrls() {
      const lists = await Promise.all([
        catalog.imageUrls(),
        content.imageUrls(),
        inquiries.attachmentUrls(),
        commissions.photoUrls(),
        reviews.photoUrls(),
      ]);
      return lists.flat().filter((url): url is string => Boolean(url));
    },
  };
}

/** Who receives the owner's notices (decision 038): SHOP_EMAIL, the notification email, the admins or a real contact email. */
export const noticeDeps = (deps: AppDeps, repos: Repos): NoticeDeps => ({
  config: deps.config,
  content: repos.content,
  accounts: repos.accounts,
});

/** The deps with the mailer that drops notices to nobody and gives customer emails their Reply-To (decision 038). */
export function withShopMail(deps: AppDeps, repos: Repos): AppDeps {
  const mailer = shopMailer(deps.mailer, { ...noticeDeps(deps, repos), queue: repos.mailQueue, logger: deps.logger });
  return { ...deps, mailer };
}

/** An order's own page, /orders/<token>: the order id with the HMAC of decision 006 (decision 039). */
export const orderPageLinks = (deps: AppDeps) => orderLinks(orderTokens(deps.sessionSecret), deps.settings.origin);

/** The link that writes one order line's review (decision 058). */
export const reviewPageLinks = (deps: AppDeps) => reviewLinks(deps.sessionSecret, deps.settings.origin);

/** Verified-buyer reviews (decision 058): written through an order line's link, shown once the owner approves. */
export function reviewsOf(
  deps: AppDeps,
  repos: Repos,
  extras: { catalog: Pick<CatalogService, "list">; uploads: UploadsService; limit: RequestHandler },
) {
  return reviewsModule({
    repo: repos.reviews,
    orders: repos.orders,
    catalog: repos.catalog,
    activeBoards: () => extras.catalog.list(),
    uploads: extras.uploads,
    links: reviewPageLinks(deps),
    changes: deps.changes,
    storage: deps.storage,
    limit: extras.limit,
  });
}

/** The hourly job that sends the one review reminder of an order (decision 058), with the shop's mailer. */
export function reviewRemindersOf(appDeps: AppDeps) {
  const repos = reposOf(appDeps.db);
  const deps = withShopMail(appDeps, repos);
  return reviewReminders({
    repo: repos.reviews,
    orders: repos.orders,
    links: reviewPageLinks(deps),
    mailer: deps.mailer,
  });
}

/** The people of the shop: accounts and how they sign in, with the session that carries them. */
export function accountsOf(deps: AppDeps, repos: Repos, limits: ShopLimits) {
  const { config } = deps;
  const oidc = deps.oidc ?? oidcFromConfig(config);
  const lifetimes = sessionLifetimes(config);
  const throttle = loginThrottle(limits.auth, repos.pauses, signInPausePolicy(config.AUTH_RATE_LIMIT));
  const accounts = accountsModule({
    repo: repos.accounts,
    pauses: repos.pauses,
    mailer: deps.mailer,
    background: deps.background ?? createBackground(deps.logger),
    linkOrigin: deps.settings.origin,
    // At most this many account emails (registration, reset) to one address in a window.
    mayMail: async (email) => (await limits.auth.hit([`mail:email:${email}`])).allowed,
    maySendSignInLink: async (email) => (await limits.signInLink.hit([`sign-in-link:${email}`])).allowed,
    lifetimes,
    limit: limits.account,
    // Login counts failures per client (IPv6 by its /64) and pauses an email's password sign-in after
    // too many attempts (decisions 012, 044).
    loginThrottle: throttle,
    oidc,
    publicUrl: deps.settings.publicUrl,
    logger: deps.logger,
  });
  const production = config.NODE_ENV === "production";
  const sessions = signedInSessions({
    secret: deps.sessionSecret,
    rows: repos.sessions,
    production,
    lifetimes,
    users: accounts.service,
  });
  return { ...accounts, sessions, oidcEnabled: Boolean(oidc), loginThrottle: throttle };
}

/** A person's data download and their account's deletion, by themselves or the owner (decision 065). */
export function privacyOf(
  deps: AppDeps,
  repos: Repos,
  accounts: Pick<ReturnType<typeof accountsOf>, "service" | "loginThrottle">,
  limits: Pick<ShopLimits, "dataExport">,
) {
  return privacyModule({
    accounts: repos.accounts,
    addresses: repos.addresses,
    orders: repos.orders,
    discountUses: repos.discountUses,
    reviews: repos.reviews,
    consent: repos.consent,
    inquiries: repos.inquiries,
    commissions: repos.commissions,
    log: repos.privacyLog,
    mailer: deps.mailer,
    storage: deps.storage,
    logger: deps.logger,
    accountsService: accounts.service,
    loginThrottle: accounts.loginThrottle,
    exportLimit: limits.dataExport,
  });
}

/** The hourly job that deletes messages past the owner's retention period (decision 065). */
export function messageRetentionOf(deps: AppDeps) {
  const repos = reposOf(deps.db);
  return messageRetention({
    inquiries: repos.inquiries,
    content: repos.content,
    hasCommission,
    storage: deps.storage,
    logger: deps.logger,
  });
}

/**
 * Consent, back-in-stock alerts and the newsletter's campaigns (decisions 060, 061). The catalogue
 * tells it when the owner saved a board (`consent.boardSaved`); the contact form, of a newsletter sign-up.
 */
export function marketingOf(deps: AppDeps, repos: Repos, limits: Pick<ShopLimits, "contact">) {
  const boards = (rows: Awaited<ReturnType<Repos["catalog"]["findByIds"]>>): WatchedBoard[] => rows;
  return marketingModule({
    repo: repos.consent,
    campaigns: repos.campaigns,
    mailer: deps.mailer,
    tokens: consentTokens(deps.sessionSecret),
    origin: deps.settings.origin,
    logger: deps.logger,
    boards: {
      findById: (id) => repos.catalog.findById(id),
      findByIds: async (ids) => boards(await repos.catalog.findByIds(ids)),
    },
    categories: repos.categories,
    keepNewsletterSignUp: async (name, email) => {
      await repos.inquiries.subscribeOnce({ name, email, inquiryType: "newsletter", message: NEWSLETTER_MESSAGE });
    },
    audience: () => repos.consent.newsletterAudience(),
    outcomes: (ref) => repos.mailQueue.outcomes(ref),
    limit: limits.contact,
  });
}
export type Marketing = ReturnType<typeof marketingOf>;

/** The campaigns' batches as an instance's housekeeping runs them (bootstrap.ts, the tests' instances). */
export function campaignBatches(appDeps: AppDeps) {
  const repos = reposOf(appDeps.db);
  const noLimit: ShopLimits["contact"] = (_req, _res, next) => next();
  return marketingOf(withShopMail(appDeps, repos), repos, { contact: noLimit }).campaigns;
}

/** What the storefront shows: uploaded files, the site content and gallery, and the catalogue. */
export function storefrontOf(deps: AppDeps, repos: Repos, marketing?: Pick<Marketing, "consent">) {
  const { storage, changes } = deps;
  const uploads = uploadsModule({ inUse: filesInUse(repos), storage });
  const content = contentModule({
    repo: repos.content,
    uploads: uploads.service,
    changes,
    storage,
    noticeRecipients: noticeRecipients(noticeDeps(deps, repos)),
  });
  const catalog = catalogModule({
    repo: repos.catalog,
    categories: repos.categories,
    uploads: uploads.service,
    changes,
    storage,
    orders: repos.orders,
    boardSaved: marketing ? (before, after) => marketing.consent.boardSaved(before, after) : undefined,
  });
  return { uploads, content, catalog };
}

/** The owner's desk: customers, statistics, the tabs' counts, the setup list, the server settings and the CSV exports. */
export function adminDeskOf(deps: AppDeps, repos: Repos) {
  return [
    customersModule({ accounts: repos.accounts }),
    statsModule({ orders: repos.orders, refunds: repos.refunds, commissions: repos.commissions }),
    countsModule({ inquiries: repos.inquiries }),
    setupModule({ settings: deps.settings, payments: deps.payments, content: repos.content }),
    settingsModule({
      settings: deps.settings,
      config: deps.config,
      checks: { smtp: checkSmtp, stripeKey: (key) => checkStripeKey(key, deps.config.STRIPE_API_URL) },
      logger: deps.logger,
    }),
    exportsModule(repos),
  ];
}
