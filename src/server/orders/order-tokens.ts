import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A token that lets the browser which placed an order read its payment state, without accounts
 * and without storing anything: an HMAC of the order id under the server's secret.
 */
export function orderTokens(secret: string) {
  const sign = (orderId: number) =>
    createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url").slice(0, 32);
  return {
    sign,
    verify(orderId: number, token: string): boolean {
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type OrderTokens = ReturnType<typeof orderTokens>;
