import type { OrderPageService } from "../orders/order-page.service";
import { refundsService, type RefundsServiceDeps } from "./refunds.service";
import { commissionRefundsService, type CommissionRefundsDeps } from "./commission-refunds.service";
import { refundsRoutes } from "./refunds.routes";

type RefundsModuleDeps = Omit<RefundsServiceDeps, "orderPage" | "commissionRefundEvent"> & {
  orderPage: Pick<OrderPageService, "view">;
  commissions: Omit<CommissionRefundsDeps, keyof RefundsServiceDeps>;
};

/**
 * The owner's refunds of shop orders and commission parts, and the customer's cancellation
 * requests (decision 045). A refund event whose payment is no shop order's goes to the commissions'.
 */
export function refundsModule(deps: RefundsModuleDeps) {
  const { orderPage, commissions, ...shared } = deps;
  const commissionRefunds = commissionRefundsService({
    ...commissions,
    repo: shared.repo,
    events: shared.events,
    payments: shared.payments,
    mailer: shared.mailer,
    logger: shared.logger,
  });
  const service = refundsService({
    ...shared,
    orderPage: (token) => orderPage.view(token),
    commissionRefundEvent: (event) => commissionRefunds.handleRefundEvent(event),
  });
  return { service, commissionRefunds, routes: refundsRoutes(service, commissionRefunds) };
}
