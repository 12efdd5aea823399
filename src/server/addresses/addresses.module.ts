import { addressesService, type AddressesDeps } from "./addresses.service";
import { addressesRoutes } from "./addresses.routes";

/** A signed-in customer's address book, and what the checkout starts with (decision 041). */
export function addressesModule(deps: AddressesDeps) {
  const service = addressesService(deps);
  return { service, routes: addressesRoutes(service) };
}
