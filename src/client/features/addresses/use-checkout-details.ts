import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { addressesApi } from "@shared/api/addresses";
import { queryKeyOf, userScopedKey } from "@/lib/api";

/** GET /api/user/checkout-details; a change of the address book refreshes it. */
export const CHECKOUT_DETAILS_PATH = queryKeyOf(addressesApi.checkoutDetails);

/** What a signed-in customer's checkout starts with (decision 041): asked only when someone is signed in. */
const checkoutDetailsQuery = (userId: string | null) =>
  queryOptions<AnswerOf<typeof addressesApi.checkoutDetails>>({
    queryKey: userScopedKey(CHECKOUT_DETAILS_PATH, userId),
    enabled: userId !== null,
  });

export function useCheckoutDetails(userId: string | null) {
  return useQuery(checkoutDetailsQuery(userId));
}
