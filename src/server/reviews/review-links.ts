import { createHmac, timingSafeEqual } from "node:crypto";
import { REVIEW_WRITE_PATH } from "@shared/routes";

/** "<order id>-<line>-<32 characters of HMAC>": anything else is not looked at. */
const TOKEN = /^([1-9]\d{0,9})-(\d{1,3})-([A-Za-z0-9_-]{32})$/;
const MAX_ID = 2_147_483_647;

/**
 * The link that writes one order line's review (decision 058): the order id and the line's index
 * with an HMAC of both under the server's secret, like an order's page (decision 039). It is
 * derived again for every email, so nothing secret is stored, and it opens that line only: another
 * line of the same order, or the order's own page token, is no review token.
 */
export function reviewLinks(secret: string, origin: () => string) {
  const sign = (orderId: number, line: number) =>
    createHmac("sha256", secret).update(`review:${orderId}:${line}`).digest("base64url").slice(0, 32);
  const token = (orderId: number, line: number) => `${orderId}-${line}-${sign(orderId, line)}`;
  const path = (orderId: number, line: number) => `${REVIEW_WRITE_PATH}?token=${token(orderId, line)}`;
  return {
    token,
    /** On the shop's own pages (the customer's dashboard). */
    path,
    /** In an email. */
    url: (orderId: number, line: number) => `${origin()}${path(orderId, line)}`,
    /** The order line a token opens (its HMAC compared in constant time); null for anything else. */
    lineOf(candidate: string): { orderId: number; line: number } | null {
      const match = TOKEN.exec(candidate);
      if (!match) return null;
      const orderId = Number(match[1]);
      const line = Number(match[2]);
      if (orderId > MAX_ID) return null;
      const expected = Buffer.from(sign(orderId, line));
      const given = Buffer.from(match[3]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { orderId, line } : null;
    },
  };
}
export type ReviewLinks = ReturnType<typeof reviewLinks>;
