import { settingsRoutes } from "./settings.routes";
import { settingsService, type SettingsDeps } from "./settings.service";

/** The owner's server settings in the admin (decision 084). */
export function settingsModule(deps: SettingsDeps) {
  const service = settingsService(deps);
  return { service, routes: settingsRoutes(service) };
}
