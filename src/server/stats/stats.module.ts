import type { CommissionsRepo } from "../commissions/commissions.repo";
import type { OrdersRepo } from "../orders/orders.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import { statsService } from "./stats.service";
import { statsRoutes } from "./stats.routes";

/** The admin's statistics: orders and revenue, less what was refunded (decision 045), and the sales tax report (decision 064). */
export function statsModule(deps: { orders: OrdersRepo; refunds: RefundsRepo; commissions: CommissionsRepo }) {
  const service = statsService(deps.orders, undefined, deps.refunds, deps.commissions);
  return { service, routes: statsRoutes(service) };
}
