import type { RequestHandler } from "express";
import { checkoutService, type CheckoutDeps } from "./checkout.service";
import { checkoutRoutes } from "./checkout.routes";

type CheckoutModuleDeps = CheckoutDeps & {
  /** Whether the checkout offers signing in with the identity provider. */
  oidcEnabled?: boolean;
  /** Orders per client in a window. */
  limit?: RequestHandler;
  /** Discount code checks per client in a window. */
  discountLimit?: RequestHandler;
};

/** The checkout: an order placed, its card payment or manual instructions, and its Stripe events. */
export function checkoutModule(deps: CheckoutModuleDeps) {
  const { oidcEnabled, limit, discountLimit, ...serviceDeps } = deps;
  const service = checkoutService(serviceDeps);
  return { service, routes: checkoutRoutes(service, serviceDeps.payments, { oidcEnabled, limit, discountLimit }) };
}
