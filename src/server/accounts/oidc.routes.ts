import { Router, type Request, type Response } from "express";
import type { Logger } from "pino";
import { accountsApi } from "@shared/api/accounts";
import { providerSignInQuerySchema } from "@shared/auth";
import { queryOf, route } from "../http/call-route";
import { HttpError } from "../http/errors";
import { requestOrigin } from "../http/public-origin";
import { clearHint, sessionCall, signIn, type SessionLifetimes } from "../http/auth";
import type { Oidc, OidcAttempt } from "./oidc";
import { OidcSignInRefused, type OidcService } from "./oidc.service";

declare module "express-session" {
  interface SessionData {
    /** Between /api/login and /api/callback: state, nonce and PKCE verifier of the attempt. */
    oidc?: OidcAttempt;
    /** The provider's ID token, sent back as id_token_hint when logging out there. */
    idToken?: string;
  }
}

/** Only a path of this site: "/x" but never "//evil.example" or "/\evil.example". */
function sameSitePath(value: unknown): string {
  if (typeof value !== "string" || !/^\/(?![/\\])/.test(value) || value.length > 500) return "/dashboard";
  return value;
}

export function oidcRoutes(options: {
  oidc?: Oidc;
  service: OidcService;
  publicUrl: () => string | undefined;
  logger: Logger;
  lifetimes: SessionLifetimes;
}): Router {
  const { oidc, service, logger } = options;
  const router = Router();
  const origin = (req: Request) => requestOrigin(req, options.publicUrl());
  const failed = (res: Response, reason = "oidc") => res.redirect(302, `/auth?error=${encodeURIComponent(reason)}`);

  route(router, accountsApi.providerSignIn, async (req, res) => {
    if (!oidc) throw new HttpError(404, "Sign-in with an external provider is not configured");
    const { returnTo } = queryOf(req, providerSignInQuerySchema);
    let started;
    try {
      started = await oidc.start(`${origin(req)}${accountsApi.providerCallback.path}`, sameSitePath(returnTo));
    } catch (err) {
      logger.warn({ err }, "the identity provider could not be reached");
      return failed(res);
    }
    req.session.oidc = started.attempt;
    await sessionCall((cb) => req.session.save(cb));
    res.set("Cache-Control", "no-store").redirect(302, started.url.href);
  });

  route(router, accountsApi.providerCallback, async (req, res) => {
    if (!oidc) throw new HttpError(404, "Sign-in with an external provider is not configured");
    const attempt = req.session.oidc;
    // One use only: a replayed or second callback finds nothing to check against.
    delete req.session.oidc;
    if (!attempt) return failed(res);
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    try {
      const { claims, idToken } = await oidc.finish(query, attempt);
      const user = await service.signIn(claims);
      await signIn(req, user, "oidc", options.lifetimes, { idToken });
      res.set("Cache-Control", "no-store").redirect(302, attempt.returnTo);
    } catch (err) {
      if (err instanceof OidcSignInRefused) return failed(res, err.reason);
      // The person cancelled at the provider, a stale or forged answer, or the provider failed.
      logger.warn({ err }, "sign-in through the identity provider failed");
      return failed(res);
    }
  });

  /**
   * A form POST from the shop's own page (requireSameOrigin refuses other sites, decision 016): ends
   * the shop's session, then 303 sends the browser to the provider's end-session page
   * (RP-initiated logout), or home for a password session.
   */
  route(router, accountsApi.providerLogout, async (req, res) => {
    const idToken = req.session.idToken;
    const fromProvider = req.session.signedInWith === "oidc";
    await sessionCall((cb) => req.session.destroy(cb));
    res.clearCookie("sid", { path: "/" });
    clearHint(res);
    res.set("Cache-Control", "no-store");
    let target: URL | null = null;
    if (oidc && fromProvider) {
      try {
        target = await oidc.endSessionUrl(idToken, `${origin(req)}/`);
      } catch (err) {
        logger.warn({ err }, "the identity provider could not be reached to log out");
      }
    }
    res.redirect(303, target?.href ?? "/");
  });

  // A GET can come from any site (a link, an <img>), so it must not end a session.
  route(router, accountsApi.logoutByGet, (_req, res) => {
    res
      .status(405)
      .set("Allow", "POST")
      .json({ message: "Logging out needs a POST request: please use the Log out button." });
  });

  return router;
}
