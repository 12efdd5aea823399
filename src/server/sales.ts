// What a sale goes through (decision 051): the checkout, shop orders with their pages and refunds,
// and custom orders with the commissions they become. createApp (app.ts) mounts them.
import { type RequestHandler } from "express";
import type { Executor } from "./db/tx";
import { type ShopLimits } from "./http/shop-limits";
import type { OrderMetrics } from "./http/metrics";
import { shopEmail } from "./mail/shop-mail";
import type { AddressesService } from "./addresses/addresses.service";
import { addressesModule } from "./addresses/addresses.module";
import { shippingSetting } from "./content/content.service";
import { inquiriesModule } from "./inquiries/inquiries.module";
import { commissionLinks } from "./commissions/commission-links";
import type { CommissionsService } from "./commissions/commissions.service";
import { commissionsModule } from "./commissions/commissions.module";
import { orderTokens } from "./orders/order-tokens";
import type { ShopPaper } from "./orders/order-page.service";
import { ordersModule } from "./orders/orders.module";
import { checkoutModule } from "./checkout/checkout.module";
import type { CheckoutService } from "./checkout/checkout.service";
import { stripeWebhookRoute } from "./checkout/checkout.routes";
import { refundsModule } from "./refunds/refunds.module";
import { discountsModule } from "./discounts/discounts.module";
import type { DiscountsService } from "./discounts/discounts.service";

import {
  noticeDeps,
  orderPageLinks,
  reposOf,
  reviewPageLinks,
  withShopMail,
  type AppDeps,
  type Marketing,
  type Repos,
} from "./modules";

/** The shop as its invoices and receipts name it, and the owner's payment instructions (decision 039). */
function shopPaper(deps: AppDeps, repos: Repos): (tx?: Executor) => Promise<ShopPaper> {
  return async (tx) => {
    // The address as it is now: the owner may set it in the admin (decision 084).
    const website = deps.settings.origin().replace(/^https?:\/\//, "");
    const { contactEmail, contactPhone, paymentNote } = await repos.content.siteContent(tx);
    return { shop: { name: "Grain & Groove", email: contactEmail, phone: contactPhone, website }, paymentNote };
  };
}

type CheckoutExtras = {
  addressBook: AddressesService;
  discounts: DiscountsService;
  discountLimit?: RequestHandler;
  orderCounters?: OrderMetrics;
  oidcEnabled?: boolean;
  limit?: RequestHandler;
};

/** The checkout on deps whose mailer is already the shop's (withShopMail). */
function checkoutOf(deps: AppDeps, repos: Repos, extras: CheckoutExtras) {
  const links = orderPageLinks(deps);
  const paper = shopPaper(deps, repos);
  return checkoutModule({
    addressBook: extras.addressBook,
    orders: repos.orders,
    refunds: repos.refunds,
    catalog: repos.catalog,
    accounts: repos.accounts,
    events: repos.paymentEvents,
    payments: deps.payments,
    mailer: deps.mailer,
    tokens: orderTokens(deps.sessionSecret),
    logger: deps.logger,
    holdMinutes: deps.config.PAYMENT_HOLD_MINUTES,
    shopEmail: shopEmail(noticeDeps(deps, repos)),
    changes: deps.changes,
    // The owner's shipping rates and sales tax table, read from the site content at each checkout (decisions 022, 064).
    rates: async () => {
      const content = await repos.content.siteContent();
      return { shipping: shippingSetting(content), tax: content.tax, paymentDays: content.paymentDays };
    },
    unpaidLimits: { orders: deps.config.UNPAID_ORDERS_LIMIT, ofOneItem: deps.config.UNPAID_ITEM_LIMIT },
    linkOrigin: deps.settings.origin,
    orderCounters: extras.orderCounters,
    paymentNote: async (tx) => (await paper(tx)).paymentNote,
    orderPath: links.path,
    orderUrl: links.url,
    oidcEnabled: extras.oidcEnabled,
    limit: extras.limit,
    discounts: extras.discounts,
    discountLimit: extras.discountLimit,
  });
}

/** Discount codes (decision 059): the checkout takes their uses, closing an order gives them back. */
const discountsOf = (repos: Repos) => discountsModule({ codes: repos.discountCodes, uses: repos.discountUses });

/** The checkout service, for the payment-expiry job of bootstrap. */
export function buildCheckout(deps: AppDeps): CheckoutService {
  const repos = reposOf(deps.db);
  const addressBook = addressesModule({ repo: repos.addresses, accounts: repos.accounts, orders: repos.orders });
  const discounts = discountsOf(repos).service;
  return checkoutOf(withShopMail(deps, repos), repos, { addressBook: addressBook.service, discounts }).service;
}

/** Custom orders: the inquiries, and the commissions a custom order becomes (decision 037). */
export function customOrdersOf(
  deps: AppDeps,
  repos: Repos,
  limits: ShopLimits,
  marketing?: Pick<Marketing, "consent">,
) {
  const { storage, logger, mailer } = deps;
  const commissions = commissionsModule({
    repo: repos.commissions,
    inquiries: repos.inquiries,
    events: repos.paymentEvents,
    payments: deps.payments,
    mailer,
    storage,
    logger,
    links: commissionLinks(deps.sessionSecret, deps.settings.origin),
    shopEmail: shopEmail(noticeDeps(deps, repos)),
    paymentNote: async (tx) => (await repos.content.siteContent(tx)).paymentNote,
    shopDetails: async () => (await shopPaper(deps, repos)()).shop,
    taxSetting: async (tx) => (await repos.content.siteContent(tx)).tax,
    paymentMethods: async () => (await repos.content.siteContent()).paymentMethods,
    refunds: repos.refunds,
    // Accepting and paying are counted apart from the contact form (decision 080).
    limit: limits.commission,
  });
  const inquiries = inquiriesModule({
    repo: repos.inquiries,
    storage,
    mailer,
    logger,
    shopEmail: shopEmail(noticeDeps(deps, repos)),
    commissions: commissions.service,
    newsletter: marketing?.consent,
    limit: limits.contact,
  });
  return { commissions, inquiries };
}

/** Shop orders: the checkout, the admin's orders and an order's page, and their refunds (decision 045). */
export function shopOrdersOf(
  deps: AppDeps,
  repos: Repos,
  extras: Omit<CheckoutExtras, "addressBook" | "discounts"> & { commissions: CommissionsService },
) {
  const { payments, changes, mailer, logger } = deps;
  const addresses = addressesModule({ repo: repos.addresses, accounts: repos.accounts, orders: repos.orders });
  const discounts = discountsOf(repos);
  const checkout = checkoutOf(deps, repos, { ...extras, addressBook: addresses.service, discounts: discounts.service });
  const links = orderPageLinks(deps);
  const paper = shopPaper(deps, repos);
  const reviews = reviewPageLinks(deps);
  const orders = ordersModule({
    repo: repos.orders,
    catalog: repos.catalog,
    refunds: repos.refunds,
    payments,
    changes,
    mailer,
    logger,
    links,
    shop: paper,
    orderCounters: extras.orderCounters,
    discounts: discounts.service,
    reviewUrl: reviews.url,
    reviewPath: reviews.path,
    paymentMethods: async () => (await repos.content.siteContent()).paymentMethods,
  });
  const refunds = refundsModule({
    repo: repos.refunds,
    orders: repos.orders,
    stock: orders.stock,
    payments,
    events: repos.paymentEvents,
    changes,
    mailer,
    logger,
    links,
    shopEmail: shopEmail(noticeDeps(deps, repos)),
    paymentNote: async (tx) => (await paper(tx)).paymentNote,
    orderPage: orders.page,
    commissions: {
      commissions: repos.commissions,
      inquiries: repos.inquiries,
      pageUrl: commissionLinks(deps.sessionSecret, deps.settings.origin).url,
      adminView: (id) => extras.commissions.adminView(id),
    },
  });
  // A card payment is a shop order's or, by its intent's metadata, a commission's (decision 037); a
  // refund's goes to the refunds (decision 045).
  const webhook = stripeWebhookRoute(
    (event) =>
      event.type === "refund"
        ? refunds.service.handleRefundEvent(event)
        : event.commissionPaymentId
          ? extras.commissions.handlePaymentEvent(event)
          : checkout.service.handlePaymentEvent(event),
    payments,
  );
  return { addresses, checkout, orders, refunds, webhook, links, discounts };
}
