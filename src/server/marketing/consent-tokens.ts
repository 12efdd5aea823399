import { createHmac, timingSafeEqual } from "node:crypto";

/** What a link does: confirm subscriptions (double opt-in), or end an address's marketing mail. */
export type ConsentPurpose = "confirm" | "unsubscribe";

/**
 * The tokens of the consent links (decision 060), like the order tokens: what the link is about
 * (subscription ids to confirm, or the address to unsubscribe) and an HMAC of it and the purpose
 * under the server's secret, so nothing is stored and a link opens only what it was made for. An
 * unsubscribe token names the address, not a row, and never expires: it works from any old email,
 * even once the board it was about is gone.
 */
export function consentTokens(secret: string) {
  const mac = (purpose: ConsentPurpose, payload: string) =>
    createHmac("sha256", secret).update(`consent:${purpose}:${payload}`).digest("base64url").slice(0, 32);
  return {
    sign(purpose: ConsentPurpose, payload: string): string {
      return `${Buffer.from(payload).toString("base64url")}.${mac(purpose, payload)}`;
    },
    /** What `token` was signed for `purpose` with; else null. */
    verify(purpose: ConsentPurpose, token: string): string | null {
      const [encoded, given, extra] = token.split(".");
      if (!encoded || !given || extra !== undefined || !/^[\w-]+$/.test(encoded)) return null;
      const payload = Buffer.from(encoded, "base64url").toString();
      const expected = Buffer.from(mac(purpose, payload));
      const got = Buffer.from(given);
      return got.length === expected.length && timingSafeEqual(got, expected) ? payload : null;
    },
  };
}
export type ConsentTokens = ReturnType<typeof consentTokens>;
