import { setupService, type SetupDeps } from "./setup.service";
import { setupRoutes } from "./setup.routes";

/** The owner's setup list on the admin home (decision 038). */
export function setupModule(deps: SetupDeps) {
  const service = setupService(deps);
  return { service, routes: setupRoutes(service) };
}
