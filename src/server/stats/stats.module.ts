import type { OrdersRepo } from "../orders/orders.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import { statsService } from "./stats.service";
import { statsRoutes } from "./stats.routes";

/** The admin's statistics: orders and revenue, less what was refunded (decision 045). */
export function statsModule(deps: { orders: OrdersRepo; refunds: RefundsRepo }) {
  const service = statsService(deps.orders, undefined, deps.refunds);
  return { service, routes: statsRoutes(service) };
}
