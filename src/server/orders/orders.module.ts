import { Router } from "express";
import type { Logger } from "pino";
import type { Executor } from "../db/tx";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import type { Payments } from "../infra/payments";
import type { CatalogRepo } from "../catalog/catalog.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { PaymentMethodList } from "../payments/payment-method";
import type { OrderCounters } from "./order-counters";
import type { OrderLinks } from "./order-links";
import { orderPageService, type ShopPaper } from "./order-page.service";
import { orderPageRoutes } from "./order-page.routes";
import { orderStock, type DiscountUseReturn } from "./order-stock";
import type { OrdersRepo } from "./orders.repo";
import { ordersService } from "./orders.service";
import { ordersRoutes } from "./orders.routes";
import { paymentDeadlines } from "./payment-deadlines";
import { withRefunds } from "./orders-with-refunds";
import { shippingMail } from "./shipping-emails";

type OrdersModuleDeps = {
  repo: OrdersRepo;
  /** The boards an order holds, given back or held again. */
  catalog: CatalogRepo;
  /** An order's refunds, on its page and in the admin's answers (decision 045). */
  refunds: Pick<RefundsRepo, "of" | "forOrders">;
  payments: Payments;
  changes: ChangeNotifier;
  mailer: Mailer;
  logger: Logger;
  /** An order's own page, /orders/<token> (decision 039). */
  links: OrderLinks;
  /** The shop as its invoices and receipts name it, and the payment instructions (decision 039). */
  shop: (tx?: Executor) => Promise<ShopPaper>;
  orderCounters?: OrderCounters;
  /** A closed order's discount code use goes back (decision 059). */
  discounts?: DiscountUseReturn;
  /** The link that reviews one line of an order, asked for in the Delivered email (decision 058). */
  reviewUrl?: (orderId: number, line: number) => string;
  /** The same page on the customer's dashboard (decision 099). */
  reviewPath?: (orderId: number, line: number) => string;
  /** The owner's payment methods, which a recorded payment picks from (decision 079). */
  paymentMethods: PaymentMethodList;
};

/** The admin's orders, the customer's dashboard, and an order's own page with its documents (decision 039). */
export function ordersModule(deps: OrdersModuleDeps) {
  const { repo, links, mailer, logger } = deps;
  const stock = orderStock(repo, deps.catalog, deps.discounts);
  const page = orderPageService({
    repo,
    links,
    shop: deps.shop,
    mailer,
    logger,
    refunds: (orderId, tx) => deps.refunds.of({ orderId }, tx),
  });
  const orders = ordersService({
    repo,
    stock,
    payments: deps.payments,
    changes: deps.changes,
    mail: shippingMail({ mailer, orderUrl: links.url, reviewUrl: deps.reviewUrl }),
    orderCounters: deps.orderCounters,
    receipt: (paid, tx) => page.mailReceipt(paid, tx),
    orderPath: links.path,
    reviewPath: deps.reviewPath,
    paymentMethods: deps.paymentMethods,
  });
  const service = withRefunds(deps.refunds, orders);
  const deadlines = paymentDeadlines({
    repo,
    stock,
    changes: deps.changes,
    mailer,
    links,
    paymentNote: async (tx) => (await deps.shop(tx)).paymentNote,
  });
  return {
    service,
    page,
    stock,
    deadlines,
    routes: Router().use(orderPageRoutes(page), ordersRoutes(service, deadlines)),
  };
}
