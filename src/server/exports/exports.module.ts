import { exportsService } from "./exports.service";
import { exportsRoutes } from "./exports.routes";

/** The admin's CSV exports, read in keyset batches (decision 029). */
export function exportsModule(deps: Parameters<typeof exportsService>[0]) {
  const service = exportsService(deps);
  return { service, routes: exportsRoutes(service) };
}
