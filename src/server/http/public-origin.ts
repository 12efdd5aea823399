import type { Request } from "express";

// The shop's address for links sent by email is LiveSettings.origin() (settings/shop-settings.ts,
// decision 084): PUBLIC_URL, else the owner's public address, else http://localhost:PORT. Never the
// request's Host header: anyone can send any Host, and a reset link on their host would hand them the token.

/**
 * The address the browser is on, for the identity provider's redirect URIs: PUBLIC_URL when set,
 * else the request's own origin. A forged Host only yields a redirect URI that the provider, which
 * checks it against the registered ones, refuses.
 */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host")}`;
}
