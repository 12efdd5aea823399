import type { RequestHandler } from "express";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), on top of
 * SameSite=Lax cookies: Sec-Fetch-Site when the browser sends it, else the Origin header against
 * this host. Requests without either (curl, server-to-server) carry no victim's cookies and pass.
 * An Origin of "null" (sandboxed frames, data: pages, some redirects) or one that is not a URL
 * names no site at all, so it is never this one.
 */
export function requireSameOrigin(publicUrl: () => string | undefined = () => undefined): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") throw new HttpError(403, "Cross-site request refused");
    const origin = req.get("origin");
    if (origin && !site) {
      let host = "";
      try {
        host = new URL(origin).host;
      } catch {
        // "null" or garbage: not this site
      }
      const publicAddress = publicUrl();
      if (!host || (host !== req.get("host") && host !== (publicAddress ? new URL(publicAddress).host : null)))
        throw new HttpError(403, "Cross-site request refused");
    }
    next();
  };
}
