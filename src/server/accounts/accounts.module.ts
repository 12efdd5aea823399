import { Router, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { SessionLifetimes } from "../http/auth";
import type { LoginThrottle } from "../http/rate-limit";
import type { AccountsRepo } from "./accounts.repo";
import type { SignInPausesRepo } from "./sign-in-pauses.repo";
import { accountsService, type AccountMailDeps } from "./accounts.service";
import { accountsRoutes } from "./accounts.routes";
import { recoveryService } from "./recovery.service";
import { recoveryRoutes } from "./recovery.routes";
import { signInLinkService } from "./sign-in-link.service";
import { signInLinkRoutes } from "./sign-in-link.routes";
import type { Oidc } from "./oidc";
import { oidcService } from "./oidc.service";
import { oidcRoutes } from "./oidc.routes";

type AccountsModuleDeps = AccountMailDeps & {
  repo: AccountsRepo;
  pauses: SignInPausesRepo;
  /** One sign-in link per address a minute, outside the shared caps, so nobody can use them up (decision 044). */
  maySendSignInLink: (email: string) => Promise<boolean>;
  lifetimes: SessionLifetimes;
  /** Every account call but login, counted per client. */
  limit: RequestHandler;
  /** Login: failures per client and the email's password pause (decisions 012, 044). */
  loginThrottle: LoginThrottle;
  oidc?: Oidc;
  /** PUBLIC_URL or the owner's public address, as it is now (decision 084). */
  publicUrl: () => string | undefined;
  logger: Logger;
};

/** Accounts: registration, sign-in (password, emailed link, OpenID Connect) and recovery. */
export function accountsModule(deps: AccountsModuleDeps) {
  const { repo, pauses, lifetimes, limit } = deps;
  const mail: AccountMailDeps = {
    mailer: deps.mailer,
    background: deps.background,
    linkOrigin: deps.linkOrigin,
    mayMail: deps.mayMail,
  };
  const service = accountsService({ repo, ...mail });
  const recovery = recoveryService({ repo, pauses, ...mail });
  const signInLinks = signInLinkService({ repo, pauses, ...mail, mayMail: deps.maySendSignInLink });
  const routes = Router().use(
    accountsRoutes(service, { lifetimes, registerLimit: limit, loginThrottle: deps.loginThrottle }),
    recoveryRoutes(recovery, service, { limit, lifetimes }),
    signInLinkRoutes(signInLinks, { limit, lifetimes }),
    oidcRoutes({
      oidc: deps.oidc,
      service: oidcService(repo),
      publicUrl: deps.publicUrl,
      logger: deps.logger,
      lifetimes,
    }),
  );
  return { service, routes };
}
