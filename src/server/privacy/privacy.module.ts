import type { RequestHandler } from "express";
import type { LoginThrottle } from "../http/rate-limit";
import type { AccountsService } from "../accounts/accounts.service";
import { privacyService, type PrivacyDeps } from "./privacy.service";
import { privacyRoutes } from "./privacy.routes";

/** Privacy self-service (issue 28, decision 065): a person's data download and their account's deletion. */
export function privacyModule(
  deps: PrivacyDeps & {
    accountsService: Pick<AccountsService, "login">;
    loginThrottle: LoginThrottle;
    exportLimit: RequestHandler;
  },
) {
  const service = privacyService(deps);
  return {
    service,
    routes: privacyRoutes(service, {
      accounts: deps.accountsService,
      loginThrottle: deps.loginThrottle,
      exportLimit: deps.exportLimit,
    }),
  };
}
