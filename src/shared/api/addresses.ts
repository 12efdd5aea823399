import type { CheckoutDetails, SavedAddress, savedAddressInputSchema, savedAddressPatchSchema } from "../addresses";
import { del, get, noContent, of, patch, post } from "./contract";

/** The signed-in customer's address book and what their checkout starts with (decision 041). */
export const addressesApi = {
  list: get("/api/user/addresses", { answer: of<SavedAddress[]>() }),
  add: post("/api/user/addresses", { body: of<typeof savedAddressInputSchema>(), answer: of<SavedAddress>() }),
  update: patch("/api/user/addresses/:id", {
    body: of<typeof savedAddressPatchSchema>(),
    answer: of<SavedAddress>(),
  }),
  remove: del("/api/user/addresses/:id", { answer: of<void>() }, noContent),
  checkoutDetails: get("/api/user/checkout-details", { answer: of<CheckoutDetails>() }),
};
