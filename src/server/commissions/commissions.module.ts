import type { RequestHandler } from "express";
import type { CommissionsDeps } from "./commission-context";
import { commissionsService } from "./commissions.service";
import { commissionsRoutes } from "./commissions.routes";

/** Commissions: a custom order's quotes, payments, progress and private page (decision 037). */
export function commissionsModule(deps: CommissionsDeps & { limit: RequestHandler }) {
  const { limit, ...serviceDeps } = deps;
  const service = commissionsService(serviceDeps);
  return { service, routes: commissionsRoutes(service, serviceDeps.storage, { limit }) };
}
