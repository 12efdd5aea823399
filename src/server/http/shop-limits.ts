import type { Config } from "../config";
import type { Db } from "../db/client";
import { limitByIp, limitByUser, rateLimiter } from "./rate-limit";

/** How many times a day a customer may download their data. */
export const DATA_EXPORTS_A_DAY = 5;

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

/** The shop's rate limits, counted in the database so every instance sees the same (decisions 012, 044). */
export function shopLimits(db: Db, config: Config) {
  const auth = rateLimiter(db, { max: config.AUTH_RATE_LIMIT, windowMs: config.AUTH_RATE_WINDOW_MINUTES * 60_000 });
  return {
    /** Account emails to one address, and login failures per client. */
    auth,
    /** Every account call but login, per client (an IPv6 client by its /64). */
    account: limitByIp(auth, "account"),
    /** One sign-in link per address a minute, outside the shared caps, so nobody can use them up (decision 044). */
    signInLink: rateLimiter(db, { max: 1, windowMs: 60_000 }),
    checkout: limitByIp(
      rateLimiter(db, { max: config.CHECKOUT_RATE_LIMIT, windowMs: config.CHECKOUT_RATE_WINDOW_MINUTES * 60_000 }),
      "checkout",
      (minutes) => `Too many orders from your connection. Please wait ${minutesText(minutes)} and try again.`,
    ),
    /** Discount code checks: a few per order, so a code can't be guessed by trying many (decision 059). */
    discountCheck: limitByIp(
      rateLimiter(db, {
        max: config.CHECKOUT_RATE_LIMIT * 6,
        windowMs: config.CHECKOUT_RATE_WINDOW_MINUTES * 60_000,
      }),
      "discount-check",
      (minutes) => `Too many discount codes tried. Please wait ${minutesText(minutes)} and try again.`,
    ),
    /** A customer's download of their data: a few a day, so nobody floods the privacy log with them (issue 39). */
    dataExport: limitByUser(
      rateLimiter(db, { max: DATA_EXPORTS_A_DAY, windowMs: 24 * 60 * 60_000 }),
      "data-export",
      () => `You can download your data ${DATA_EXPORTS_A_DAY} times a day. Please try again tomorrow.`,
    ),
    /**
     * A commission's acceptance and card payments (decision 080), apart from the contact form's: a
     * customer who wrote to the shop can still accept and pay. The checkout's allowance, as both move money.
     */
    commission: limitByIp(
      rateLimiter(db, { max: config.CHECKOUT_RATE_LIMIT, windowMs: config.CHECKOUT_RATE_WINDOW_MINUTES * 60_000 }),
      "commission",
      (minutes) => `Too many tries on this commission. Please wait ${minutesText(minutes)} and try again.`,
    ),
    contact: limitByIp(
      rateLimiter(db, { max: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000 }),
      "contact",
      (minutes) => `Too many messages sent. Please wait ${minutesText(minutes)} and try again.`,
    ),
  };
}
export type ShopLimits = ReturnType<typeof shopLimits>;
