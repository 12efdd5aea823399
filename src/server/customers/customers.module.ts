import type { AccountsRepo } from "../accounts/accounts.repo";
import { customersService } from "./customers.service";
import { customersRoutes } from "./customers.routes";

/** The admin's Customers tab, over the people of accounts.repo. */
export function customersModule(deps: { accounts: AccountsRepo }) {
  const service = customersService(deps.accounts);
  return { service, routes: customersRoutes(service) };
}
