import { createHash, randomBytes } from "node:crypto";

/** A random one-time token for an emailed link; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one.";
