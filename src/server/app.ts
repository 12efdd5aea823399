import express, { type Express } from "express";
import { apiNotFound, errorHandler } from "./http/errors";
import { shopLimits } from "./http/shop-limits";
import { frontDoor } from "./http/front-door";
import { requireSameOrigin } from "./http/same-origin";
import { compressDynamic } from "./http/compression";
import { fastRoute } from "./http/fast-path";
import { servePages } from "./http/pages";
import { seoModule } from "./seo/seo.module";

import {
  accountsOf,
  adminDeskOf,
  marketingOf,
  privacyOf,
  reposOf,
  reviewsOf,
  storefrontOf,
  withShopMail,
  type AppDeps,
} from "./modules";
import { reviewReads } from "./reviews/review-reads";
import { customOrdersOf, shopOrdersOf } from "./sales";

/** Builds the whole HTTP application from its dependencies; it does not listen. */
export function createApp(appDeps: AppDeps): Express {
  const repos = reposOf(appDeps.db);
  const deps = withShopMail(appDeps, repos);
  const { config } = deps;
  const app = express();
  app.set("trust proxy", config.TRUST_PROXY);
  app.disable("x-powered-by");
  const metrics = frontDoor(app, deps);
  const limits = shopLimits(deps.db, config);
  const accounts = accountsOf(deps, repos, limits);
  const marketing = marketingOf(deps, repos, limits);
  const { uploads, content, catalog } = storefrontOf(deps, repos, marketing);
  const { commissions, inquiries } = customOrdersOf(deps, repos, limits, marketing);
  const reviews = reviewsOf(deps, repos, { catalog: catalog.service, uploads: uploads.service, limit: limits.contact });
  const { sessions } = accounts;
  // Custom-order attachments are private: admins only, so they need the session (decision 010).
  app.use("/uploads/attachments", sessions.session, sessions.loadUser, inquiries.attachmentRoutes);
  app.use("/uploads", uploads.routes);
  const shop = shopOrdersOf(deps, repos, {
    commissions: commissions.service,
    orderCounters: metrics.orders,
    oidcEnabled: accounts.oidcEnabled,
    limit: limits.checkout,
    discountLimit: limits.discountCheck,
  });
  app.use(shop.webhook);
  // Card refunds left pending (an answer lost, no refund webhook) are settled from Stripe's own word
  // (issue 39); the keys may come or go while the shop runs (decision 084), so the job asks each time.
  appDeps.schedule?.("pending refunds", 60_000, async () => {
    if (deps.payments.mode === "stripe") await shop.refunds.service.settlePending();
  });
  // Manual orders unpaid near their deadline are reminded, and at it cancelled (decision 073).
  appDeps.schedule?.("payment deadlines", 10 * 60_000, () => shop.orders.deadlines.run());
  // RFC 8058's one-click unsubscribe: outside /api, so without the session and its CSRF check (decision 060).
  app.use(marketing.oneClick);

  // The public reads are the same for every visitor: kept in memory (already compressed) until they
  // change, and answered before the session and body parsing the rest of the API needs (decision 018).
  app.use(...catalog.readRoutes, content.readRoutes);
  // Once read, the same bytes go out through the fast path; pages are rendered from the same reads.
  const { products } = catalog.reads;
  const publicReads = {
    "/api/products": products,
    "/api/categories": catalog.reads.categories,
    "/api/site-content": content.reads.siteContent,
    "/api/gallery": content.reads.gallery,
  };
  for (const [path, read] of Object.entries(publicReads)) fastRoute(app, path, read);
  // Everything else textual is compressed as it goes out; after the webhook, which is read as raw bytes.
  app.use(compressDynamic());

  const api = express.Router();
  api.use(
    "/api",
    express.json({ limit: "100kb" }),
    sessions.session,
    requireSameOrigin(deps.settings.publicUrl),
    sessions.loadUser,
  );
  api.use(
    accounts.routes,
    ...catalog.routes,
    content.routes,
    shop.checkout.routes,
    shop.orders.routes,
    shop.refunds.routes,
    shop.discounts.routes,
  );
  for (const desk of adminDeskOf(deps, repos)) api.use(desk.routes);
  const privacy = privacyOf(deps, repos, accounts, limits);
  api.use(privacy.routes);
  // Accounts whose deletion waited for open orders are deleted once those close (decision 078).
  appDeps.schedule?.("account deletions", 60 * 60_000, () => privacy.service.completeWaitingDeletions());
  api.use(shop.addresses.routes, inquiries.routes, commissions.routes, reviews.routes, ...marketing.routes);
  app.use(api);
  app.use("/api", apiNotFound);

  // Pages the server answers itself, or whose status it decides before the client is served.
  const { origin } = deps.settings;
  const seo = seoModule({
    catalog: catalog.service,
    categories: catalog.categories,
    content: content.service,
    origin,
    newestReview: async () => (await reviews.service.shopPage(1)).reviews[0]?.createdAt ?? null,
    changes: deps.changes,
  });
  // Kept until what they show changes, then sent from memory like the public reads (decision 087).
  for (const [path, read] of Object.entries(seo.reads)) fastRoute(app, path, read);
  app.use(seo.routes, catalog.pages);
  if (deps.client) {
    const isOrderToken = (token: string) => shop.links.orderOf(token) !== null;
    const pages = {
      client: deps.client,
      origin,
      changes: deps.changes,
      reads: publicReads,
      readAt: reviewReads(reviews.service),
      isOrderToken,
      whoIsThere: [sessions.session, sessions.loadUser],
    };
    servePages(app, {
      ...pages,
      boardSlugs: catalog.boardSlugs,
      slugsOf: catalog.slugsOf,
      collectionSlugs: catalog.collectionSlugs,
    });
  }
  app.use(errorHandler);
  return app;
}
