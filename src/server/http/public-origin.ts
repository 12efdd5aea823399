import type { Request } from "express";

/** The shop's address for links in emails: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host")}`;
}
