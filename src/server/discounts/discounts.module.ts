import { discountsService, type DiscountsDeps } from "./discounts.service";
import { discountsRoutes } from "./discounts.routes";

/**
 * Discount codes (decision 059): the owner's codes and their uses. The checkout prices a cart and asks
 * this service what a code takes off; closing an unpaid order gives its use back.
 */
export function discountsModule(deps: DiscountsDeps) {
  const service = discountsService(deps);
  return { service, routes: discountsRoutes(service) };
}
