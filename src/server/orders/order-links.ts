import { orderPagePath } from "@shared/order-page";
import type { OrderTokens } from "./order-tokens";

/** "<order id>-<32 characters of HMAC>": anything else is not looked at. */
const TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/;
const MAX_ID = 2_147_483_647;

/**
 * An order's own page, /orders/<token> (decision 039). The token is the order id with the HMAC of
 * decision 006 (the confirmation page's token): unguessable, derivable again for every email, so
 * every order, old ones too, has its page and nothing secret is stored. The id alone opens nothing.
 */
export function orderLinks(tokens: OrderTokens, origin: () => string) {
  const token = (orderId: number) => `${orderId}-${tokens.sign(orderId)}`;
  const path = (orderId: number) => orderPagePath(token(orderId));
  return {
    token,
    path,
    url: (orderId: number) => `${origin()}${path(orderId)}`,
    /** The order a token opens (its HMAC compared in constant time); null for anything else. */
    orderOf(candidate: string): number | null {
      const match = TOKEN.exec(candidate);
      if (!match) return null;
      const id = Number(match[1]);
      return id <= MAX_ID && tokens.verify(id, match[2]) ? id : null;
    },
  };
}
export type OrderLinks = ReturnType<typeof orderLinks>;
