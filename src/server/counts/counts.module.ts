import type { InquiriesRepo, OtherCounts } from "../inquiries/inquiries.repo";
import {
  cancellationRequestsCount,
  oldestAwaitingPaymentAt,
  ordersAwaitingPaymentCount,
  ordersToShipCount,
} from "../orders/orders.repo";
import { quotesWaitingCount } from "../commissions/commissions.repo";
import { reviewsWaitingCount } from "../reviews/reviews.repo";
import { countsService } from "./counts.service";
import { countsRoutes } from "./counts.routes";

/** The admin counts of the orders' and quotes' tables, as their repos' subqueries (decisions 026, 038). */
export const OTHER_COUNTS: OtherCounts = {
  ordersToShip: ordersToShipCount,
  ordersAwaitingPayment: ordersAwaitingPaymentCount,
  oldestAwaitingPaymentAt,
  quotesWaiting: quotesWaitingCount,
  cancellationRequests: cancellationRequestsCount,
  reviewsWaiting: reviewsWaitingCount,
};

/** The admin tabs' counts of what needs the owner (decision 026). */
export function countsModule(deps: { inquiries: InquiriesRepo }) {
  const service = countsService(deps.inquiries, OTHER_COUNTS);
  return { service, routes: countsRoutes(service) };
}
