import type { DiscountCheck, discountCheckSchema } from "../discount-schema";
import { of, post } from "./contract";

/** What a discount code does for a cart, asked by the cart and the checkout (decision 059). */
export const discountsApi = {
  check: post("/api/discounts/check", { body: of<typeof discountCheckSchema>(), answer: of<DiscountCheck>() }),
};
