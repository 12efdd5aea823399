import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutDetails } from "@shared/addresses";
import { userScopedKey } from "@/lib/api";

/** GET /api/user/checkout-details; a change of the address book refreshes it. */
export const CHECKOUT_DETAILS_PATH = ["/api/user/checkout-details"] as const;

/** What a signed-in customer's checkout starts with (decision 041): asked only when someone is signed in. */
const checkoutDetailsQuery = (userId: string | null) =>
  queryOptions<CheckoutDetails>({ queryKey: userScopedKey(CHECKOUT_DETAILS_PATH, userId), enabled: userId !== null });

export function useCheckoutDetails(userId: string | null) {
  return useQuery(checkoutDetailsQuery(userId));
}
