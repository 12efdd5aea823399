import type { Request } from "express";
import type { Config } from "../config";

/**
 * The shop's address for links sent by email (password reset, email confirmation): PUBLIC_URL, else
 * http://localhost:PORT. Never the request's Host header: anyone can send any Host, and a reset link
 * on their host would hand them the token (bootstrap warns when PUBLIC_URL is unset).
 */
export function linkOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : `http://localhost:${config.PORT}`;
}

/**
 * The address the browser is on, for the identity provider's redirect URIs: PUBLIC_URL when set,
 * else the request's own origin. A forged Host only yields a redirect URI that the provider, which
 * checks it against the registered ones, refuses.
 */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host")}`;
}
