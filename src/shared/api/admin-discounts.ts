import type { AdminDiscountCode, discountCodeInputSchema } from "../discount-schema";
import { get, of, patch, post } from "./contract";

/** The owner's discount codes (decision 059): no delete, a code is deactivated and keeps its orders. */
export const adminDiscountsApi = {
  list: get("/api/admin/discounts", { answer: of<AdminDiscountCode[]>() }),
  create: post("/api/admin/discounts", { body: of<typeof discountCodeInputSchema>(), answer: of<AdminDiscountCode>() }),
  /** Every rule at once, as the dialog holds them; `active: false` deactivates it. */
  update: patch("/api/admin/discounts/:id", {
    body: of<typeof discountCodeInputSchema>(),
    answer: of<AdminDiscountCode>(),
  }),
};
