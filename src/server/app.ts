import express, { type Express } from "express";
import session from "express-session";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { sql } from "drizzle-orm";
import { writesDataDir, type Config } from "./config";
import type { Db } from "./db/client";
import type { Executor } from "./db/tx";
import type { Storage } from "./infra/storage";
import { httpLogOptions } from "./infra/logger";
import { DrizzleSessionStore } from "./http/session-store";
import { securityHeaders } from "./http/security";
import { apiNotFound, errorHandler } from "./http/errors";
import { loadUser, sessionLifetimes } from "./http/auth";
import { limitByIp, loginThrottle, rateLimiter, signInPausePolicy } from "./http/rate-limit";
import { linkOrigin } from "./http/public-origin";
import { background as createBackground, type Background } from "./infra/background";
import { requireSameOrigin } from "./http/same-origin";
import { compressDynamic } from "./http/compression";
import { cachedRead, type CachedRead } from "./http/public-cache";
import type { Product } from "@shared/product";
import type { ShippingSetting } from "@shared/shipping";
import { constantHeaders, fastRoute, installFastPath } from "./http/fast-path";
import { createMetrics } from "./http/metrics";
import type { OrderCounters } from "./orders/order-counters";
import { readiness } from "./http/readiness";
import type { ChangeFeed } from "./infra/change-feed";
import { recoveryService } from "./accounts/recovery.service";
import { recoveryRoutes } from "./accounts/recovery.routes";
import { servePages, type ClientApp } from "./http/pages";
import { accountsRepo } from "./accounts/accounts.repo";
import { accountsService } from "./accounts/accounts.service";
import { accountsRoutes } from "./accounts/accounts.routes";
import { signInPausesRepo } from "./accounts/sign-in-pauses.repo";
import { signInLinkService } from "./accounts/sign-in-link.service";
import { signInLinkRoutes } from "./accounts/sign-in-link.routes";
import { catalogRepo } from "./catalog/catalog.repo";
import { catalogService } from "./catalog/catalog.service";
import { catalogReadRoutes, catalogRoutes } from "./catalog/catalog.routes";
import { catalogPages } from "./catalog/catalog.pages";
import { sitemapService } from "./seo/sitemap.service";
import { seoRoutes } from "./seo/seo.routes";
import { contentRepo } from "./content/content.repo";
import { contentService, shippingSetting } from "./content/content.service";
import { contentReadRoutes, contentRoutes } from "./content/content.routes";
import { ordersRepo } from "./orders/orders.repo";
import { ordersService } from "./orders/orders.service";
import { orderStock } from "./orders/order-stock";
import { ordersRoutes } from "./orders/orders.routes";
import { shippingMail } from "./orders/shipping-emails";
import { orderLinks } from "./orders/order-links";
import { orderPageService, type ShopPaper } from "./orders/order-page.service";
import { orderPageRoutes } from "./orders/order-page.routes";
import { customersService } from "./customers/customers.service";
import { customersRoutes } from "./customers/customers.routes";
import { statsService } from "./stats/stats.service";
import { checkoutRepo } from "./checkout/checkout.repo";
import { checkoutService, type CheckoutService } from "./checkout/checkout.service";
import { checkoutRoutes, stripeWebhookRoute } from "./checkout/checkout.routes";
import { orderTokens } from "./checkout/order-tokens";
import type { Payments } from "./infra/payments";
import type { Mailer } from "./infra/mail";
import { noticeRecipients, shopEmail as ownerAddress, shopMailer } from "./mail/shop-mail";
import { statsRoutes } from "./stats/stats.routes";
import { countsService } from "./counts/counts.service";
import { countsRoutes } from "./counts/counts.routes";
import { setupService } from "./setup/setup.service";
import { setupRoutes } from "./setup/setup.routes";
import { exportsService } from "./exports/exports.service";
import { exportsRoutes } from "./exports/exports.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { uploadsRepo } from "./uploads/uploads.repo";
import { uploadsService } from "./uploads/uploads.service";
import { oidcFromConfig, type Oidc } from "./accounts/oidc";
import { oidcService } from "./accounts/oidc.service";
import { oidcRoutes } from "./accounts/oidc.routes";
import { inquiriesRepo } from "./inquiries/inquiries.repo";
import { inquiriesService } from "./inquiries/inquiries.service";
import { attachmentDownloadRoutes, inquiriesRoutes } from "./inquiries/inquiries.routes";
import { commissionsRepo } from "./commissions/commissions.repo";
import { commissionsService } from "./commissions/commissions.service";
import { commissionsRoutes } from "./commissions/commissions.routes";
import { commissionLinks } from "./commissions/commission-links";
import { addressesRepo } from "./addresses/addresses.repo";
import { addressesService } from "./addresses/addresses.service";
import { addressesRoutes } from "./addresses/addresses.routes";
import { mailQueueRepo } from "./mail/mail-queue.repo";
import { refundsRepo } from "./refunds/refunds.repo";
import { refundsService, withRefunds } from "./refunds/refunds.service";
import { refundsRoutes } from "./refunds/refunds.routes";
import { commissionRefundsService } from "./refunds/commission-refunds.service";

export type AppDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  payments: Payments;
  mailer: Mailer;
  logger: Logger;
  sessionSecret: string;
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
};

/** Who receives the owner's notices, for every service that sends them (decision 038). */
function noticeDeps(deps: AppDeps) {
  return { config: deps.config, content: contentRepo(deps.db), accounts: accountsRepo(deps.db) };
}

/** Where the shop's notices go: SHOP_EMAIL, the notification email, the admins or a real contact email (decision 038). */
function shopEmail(deps: AppDeps): (tx?: Executor) => Promise<string> {
  return ownerAddress(noticeDeps(deps));
}

/** The deps with the mailer that drops notices to nobody and gives customer emails their Reply-To (decision 038). */
function withShopMail(deps: AppDeps): AppDeps {
  const mailer = shopMailer(deps.mailer, { ...noticeDeps(deps), queue: mailQueueRepo(deps.db), logger: deps.logger });
  return { ...deps, mailer };
}

/** The owner's shipping rates, read from the site content at each checkout (decision 022). */
function shippingRates(deps: AppDeps): () => Promise<ShippingSetting> {
  const content = contentRepo(deps.db);
  return async () => shippingSetting(await content.siteContent());
}

/** A customer's address book; the checkout keeps an address in it (decision 041). */
function addressBook(db: Db) {
  return addressesService({ repo: addressesRepo(db), accounts: accountsRepo(db), orders: ordersRepo(db) });
}

/** An order's own page, /orders/<token>: the order id with the HMAC of decision 006 (decision 039). */
function orderPageLinks(deps: AppDeps) {
  return orderLinks(orderTokens(deps.sessionSecret), linkOrigin(deps.config));
}

/** The shop as its invoices and receipts name it, and the owner's payment instructions (decision 039). */
function shopPaper(deps: AppDeps): (tx?: Executor) => Promise<ShopPaper> {
  const content = contentRepo(deps.db);
  const website = linkOrigin(deps.config).replace(/^https?:\/\//, "");
  return async (tx) => {
    const { contactEmail, contactPhone, paymentNote } = await content.siteContent(tx);
    return { shop: { name: "Grain & Groove", email: contactEmail, phone: contactPhone, website }, paymentNote };
  };
}

/** The checkout service, shared by the routes and the payment-expiry job of bootstrap. */
export function buildCheckout(deps: AppDeps, orderCounters?: OrderCounters): CheckoutService {
  return checkoutOf(withShopMail(deps), orderCounters);
}

/** The checkout service on deps whose mailer is already the shop's (withShopMail). */
function checkoutOf(deps: AppDeps, orderCounters?: OrderCounters): CheckoutService {
  const links = orderPageLinks(deps);
  const paper = shopPaper(deps);
  return checkoutService({
    addressBook: addressBook(deps.db),
    orders: ordersRepo(deps.db),
    refunds: refundsRepo(deps.db),
    catalog: catalogRepo(deps.db),
    accounts: accountsRepo(deps.db),
    events: checkoutRepo(deps.db),
    payments: deps.payments,
    mailer: deps.mailer,
    tokens: orderTokens(deps.sessionSecret),
    logger: deps.logger,
    holdMinutes: deps.config.PAYMENT_HOLD_MINUTES,
    shopEmail: shopEmail(deps),
    changes: deps.changes,
    shipping: shippingRates(deps),
    linkOrigin: linkOrigin(deps.config),
    orderCounters,
    paymentNote: async (tx) => (await paper(tx)).paymentNote,
    orderPath: links.path,
    orderUrl: links.url,
  });
}

/** The current slugs of the boards, from the kept catalogue (worked out once per catalogue read). */
function slugsOf(products: CachedRead<Product[]>): () => Promise<ReadonlySet<string>> {
  const known = new WeakMap<Product[], ReadonlySet<string>>();
  return async () => {
    const { value } = await products.get();
    let slugs = known.get(value);
    if (!slugs) known.set(value, (slugs = new Set(value.map((p) => p.slug))));
    return slugs;
  };
}

/** Builds the whole HTTP application from its dependencies; it does not listen. */
export function createApp(appDeps: AppDeps): Express {
  const deps = withShopMail(appDeps);
  const { config, db, storage, logger } = deps;
  const production = config.NODE_ENV === "production";
  const app = express();
  app.set("trust proxy", config.TRUST_PROXY);
  app.disable("x-powered-by");

  // Requests, orders and the pool for Prometheus, when METRICS_TOKEN is set (decision 035).
  const metrics = createMetrics({
    token: config.METRICS_TOKEN,
    db,
    mailQueueDepth: deps.mailQueueDepth,
    logger,
  });
  if (metrics.http) app.use(metrics.http);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
      // URLs without query values (order and email-link tokens), errors without SQL values (finding 2).
      ...httpLogOptions,
    }),
  );
  // Vite's dev server injects inline scripts, so the policy applies to the built app only.
  // Logging out of a provider session is a form POST that redirects to the provider (decision 016).
  const formActionOrigins = config.OIDC_ISSUER_URL ? [new URL(config.OIDC_ISSUER_URL).origin] : [];
  const security = config.NODE_ENV === "development" ? undefined : securityHeaders({ production, formActionOrigins });
  if (security) app.use(security);
  // Answers kept in memory skip the middleware chain, with the same security headers (decision 018).
  installFastPath(app, security ? constantHeaders(security) : [], metrics.fastAnswer);

  app.get("/healthz", async (_req, res) => {
    try {
      await db.execute(sql`select 1`);
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });
  // Readiness: the database, the file storage and every migration (a load balancer's check).
  app.get(
    "/readyz",
    readiness({
      db,
      storage,
      dataDir: writesDataDir(config) ? config.DATA_DIR : undefined,
      operatorToken: config.METRICS_TOKEN,
    }),
  );
  if (metrics.endpoint) app.get("/metrics", metrics.endpoint);

  const background = deps.background ?? createBackground(logger);
  const lifetimes = sessionLifetimes(config);
  const authLimiter = rateLimiter(db, {
    max: config.AUTH_RATE_LIMIT,
    windowMs: config.AUTH_RATE_WINDOW_MINUTES * 60_000,
  });
  // At most this many account emails (registration, reset) to one address in a window.
  const mayMail = async (email: string) => (await authLimiter.hit([`mail:email:${email}`])).allowed;
  const accountDeps = { mailer: deps.mailer, background, linkOrigin: linkOrigin(config), mayMail };
  const people = accountsRepo(db);
  const accounts = accountsService({ repo: people, ...accountDeps });
  const sessionStore = new DrizzleSessionStore(db);

  const sessions = session({
    name: "sid",
    secret: deps.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      // Behind TLS (directly or via a trusted proxy) the cookie is Secure; plain http on localhost still works.
      secure: production ? "auto" : false,
      // A customer's idle timeout; loadUser and signIn set each session's own (decision 013).
      maxAge: lifetimes.customer.idleMs,
    },
  });

  const uploads = uploadsService(uploadsRepo(db), storage);
  const content = contentService(contentRepo(db), uploads, deps.changes, noticeRecipients(noticeDeps(deps)));
  const boards = catalogRepo(db);
  // A board on an order is archived, never deleted: the orders repo says which are (decision 040).
  const catalog = catalogService(boards, uploads, deps.changes, ordersRepo(db));
  const messages = inquiriesRepo(db);
  const commissions = commissionsService({
    repo: commissionsRepo(db),
    inquiries: messages,
    events: checkoutRepo(db),
    payments: deps.payments,
    mailer: deps.mailer,
    storage,
    logger,
    links: commissionLinks(deps.sessionSecret, linkOrigin(config)),
    shopEmail: shopEmail(deps),
    paymentNote: async () => (await contentRepo(db).siteContent()).paymentNote,
    refunds: refundsRepo(db),
  });
  const inquiries = inquiriesService({
    repo: messages,
    storage,
    mailer: deps.mailer,
    logger,
    shopEmail: shopEmail(deps),
    commissions,
  });
  // Custom-order attachments are private: admins only, so they need the session (decision 010).
  app.use("/uploads/attachments", sessions, loadUser(accounts, lifetimes), attachmentDownloadRoutes(inquiries));
  app.use("/uploads", uploadsRoutes(storage));

  const checkout = checkoutOf(deps, metrics.orders);
  const refundRows = refundsRepo(db);
  // Refunds of shop orders and the customer's cancellation requests (decision 045).
  const refunds = refundsService({
    repo: refundRows,
    orders: ordersRepo(db),
    stock: orderStock(ordersRepo(db), boards),
    payments: deps.payments,
    events: checkoutRepo(db),
    changes: deps.changes,
    mailer: deps.mailer,
    logger,
    links: orderPageLinks(deps),
    shopEmail: shopEmail(deps),
    // The order page's service, built with the API below; called only once requests come.
    orderPage: (token) => orderPage.view(token),
    commissionRefundEvent: (event) => commissionRefunds.handleRefundEvent(event),
  });
  // A card payment is a shop order's or, by its intent's metadata, a commission's (decision 037); a
  // refund's goes to the refunds (decision 045).
  app.use(
    stripeWebhookRoute(
      (event) =>
        event.type === "refund"
          ? refunds.handleRefundEvent(event)
          : event.commissionPaymentId
            ? commissions.handlePaymentEvent(event)
            : checkout.handlePaymentEvent(event),
      deps.payments,
    ),
  );

  // The public reads are the same for every visitor: kept in memory (already compressed) until they
  // change, and answered before the session and body parsing the rest of the API needs (decision 018).
  const products = cachedRead(deps.changes, "catalog", () => catalog.list());
  const siteContent = cachedRead(deps.changes, "site-content", () => content.siteContent());
  const gallery = cachedRead(deps.changes, "gallery", () => content.activeGallery());
  app.use(catalogReadRoutes(products));
  const boardSlugs = slugsOf(products);
  app.use(contentReadRoutes({ siteContent, gallery }));
  // Once read, the same bytes go out through the fast path; pages are rendered from the same reads.
  const publicReads = { "/api/products": products, "/api/site-content": siteContent, "/api/gallery": gallery };
  for (const [path, read] of Object.entries(publicReads)) fastRoute(app, path, read);
  // Everything else textual is compressed as it goes out; after the webhook, which is read as raw bytes.
  app.use(compressDynamic());

  const api = express.Router();
  api.use("/api", express.json({ limit: "100kb" }));
  api.use("/api", sessions);
  api.use("/api", requireSameOrigin(config.PUBLIC_URL));
  api.use("/api", loadUser(accounts, lifetimes));
  // Login counts failures per client (IPv6 by its /64) and pauses an email's password sign-in after
  // too many attempts (decisions 012, 044); the other account calls count every request per client.
  const accountLimit = limitByIp(authLimiter, "account");
  const pauses = signInPausesRepo(db);
  const recovery = recoveryService({ repo: people, pauses, ...accountDeps });
  const throttle = loginThrottle(authLimiter, pauses, signInPausePolicy(config.AUTH_RATE_LIMIT));
  api.use(accountsRoutes(accounts, { lifetimes, registerLimit: accountLimit, loginThrottle: throttle }));
  api.use(recoveryRoutes(recovery, accounts, { limit: accountLimit, lifetimes }));
  // One sign-in link per address a minute, outside the shared caps, so nobody can use them up (decision 044).
  const linkSpacing = rateLimiter(db, { max: 1, windowMs: 60_000 });
  const signInLinks = signInLinkService({
    repo: people,
    pauses,
    ...accountDeps,
    mayMail: async (email) => (await linkSpacing.hit([`sign-in-link:${email}`])).allowed,
  });
  api.use(signInLinkRoutes(signInLinks, { limit: accountLimit, lifetimes }));
  const oidc = deps.oidc ?? oidcFromConfig(config);
  api.use(oidcRoutes({ oidc, service: oidcService(people), publicUrl: config.PUBLIC_URL, logger, lifetimes }));
  api.use(catalogRoutes(catalog, storage));
  api.use(contentRoutes(content, storage));
  const checkoutLimit = limitByIp(
    rateLimiter(db, { max: config.CHECKOUT_RATE_LIMIT, windowMs: config.CHECKOUT_RATE_WINDOW_MINUTES * 60_000 }),
    "checkout",
    (minutes) =>
      `Too many orders from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
  api.use(checkoutRoutes(checkout, deps.payments, { oidcEnabled: Boolean(oidc), limit: checkoutLimit }));
  const orders = ordersRepo(db);
  // An order's own page, its invoice and receipt, 'Send invoice' (decision 039).
  const orderPages = orderPageLinks(deps);
  const orderPage = orderPageService({
    repo: orders,
    links: orderPages,
    shop: shopPaper(deps),
    mailer: deps.mailer,
    logger,
    refunds: (orderId) => refundRows.of({ orderId }),
  });
  api.use(orderPageRoutes(orderPage));
  const commissionRefunds = commissionRefundsService({
    repo: refundRows,
    events: checkoutRepo(db),
    commissions: commissionsRepo(db),
    inquiries: messages,
    payments: deps.payments,
    mailer: deps.mailer,
    logger,
    pageUrl: commissionLinks(deps.sessionSecret, linkOrigin(config)).url,
    adminView: (id) => commissions.adminView(id),
  });
  api.use(refundsRoutes(refunds, commissionRefunds));
  api.use(
    ordersRoutes(
      withRefunds(
        refunds,
        ordersService({
          repo: orders,
          stock: orderStock(orders, boards),
          payments: deps.payments,
          changes: deps.changes,
          mail: shippingMail({ mailer: deps.mailer, orderUrl: orderPages.url }),
          orderCounters: metrics.orders,
          receipt: (paid, tx) => orderPage.mailReceipt(paid, tx),
          orderPath: orderPages.path,
        }),
      ),
    ),
  );
  api.use(customersRoutes(customersService(people)));
  api.use(addressesRoutes(addressBook(db)));
  api.use(statsRoutes(statsService(orders, undefined, refundRows)));
  api.use(countsRoutes(countsService(messages)));
  api.use(setupRoutes(setupService({ config, payments: deps.payments, content: contentRepo(db) })));
  api.use(exportsRoutes(exportsService({ orders, accounts: people, inquiries: messages, refunds: refundRows })));
  const contactLimit = limitByIp(
    rateLimiter(db, { max: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000 }),
    "contact",
    (minutes) => `Too many messages sent. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
  api.use(inquiriesRoutes(inquiries, { limit: contactLimit }));
  api.use(commissionsRoutes(commissions, storage, { limit: contactLimit }));
  app.use(api);
  app.use("/api", apiNotFound);

  // Pages the server answers itself, or whose status it decides before the client is served.
  app.use(seoRoutes(sitemapService(catalog, content), linkOrigin(config)));
  app.use(catalogPages(catalog, boardSlugs));
  if (deps.client) {
    servePages(app, {
      client: deps.client,
      origin: linkOrigin(config),
      changes: deps.changes,
      reads: publicReads,
      boardSlugs,
      isOrderToken: (token) => orderPages.orderOf(token) !== null,
    });
  }
  app.use(errorHandler);
  return app;
}
