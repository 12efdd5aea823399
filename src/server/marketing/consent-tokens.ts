import { createHmac, timingSafeEqual } from "node:crypto";

/** What a link does: confirm subscriptions (double opt-in), or end an address's marketing mail. */
type ConsentPurpose = "confirm" | "unsubscribe";

/**
 * The tokens of the consent links (decision 060), like the order tokens: what the link is about
 * (subscription ids to confirm, or the address to unsubscribe) in base64url, then a 32-character
 * HMAC of it and the purpose
 * under the server's secret, so nothing is stored and a link opens only what it was made for. An
 * unsubscribe token names the address, not a row, and never expires: it works from any old email,
 * even once the board it was about is gone.
 */
const MAC_LENGTH = 32;

export function consentTokens(secret: string) {
  const mac = (purpose: ConsentPurpose, payload: string) =>
    createHmac("sha256", secret).update(`consent:${purpose}:${payload}`).digest("base64url").slice(0, MAC_LENGTH);
  return {
    sign(purpose: ConsentPurpose, payload: string): string {
      return `${Buffer.from(payload).toString("base64url")}${mac(purpose, payload)}`;
    },
    /** What `token` was signed for `purpose` with; else null. */
    verify(purpose: ConsentPurpose, token: string): string | null {
      if (token.length <= MAC_LENGTH || !/^[\w-]+$/.test(token)) return null;
      const payload = Buffer.from(token.slice(0, -MAC_LENGTH), "base64url").toString();
      const expected = Buffer.from(mac(purpose, payload));
      const got = Buffer.from(token.slice(-MAC_LENGTH));
      return got.length === expected.length && timingSafeEqual(got, expected) ? payload : null;
    },
  };
}
export type ConsentTokens = ReturnType<typeof consentTokens>;
