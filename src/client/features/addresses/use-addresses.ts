import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { addressesApi } from "@shared/api/addresses";
import { queryKeyOf, userScopedKey } from "@/lib/api";

/** GET /api/user/addresses; invalidating this path refreshes every user's cached book. */
export const USER_ADDRESSES_PATH = queryKeyOf(addressesApi.list);

/** The signed-in customer's saved addresses, default first: keyed by who (decision 016). */
const userAddressesQuery = (userId: string | null) =>
  queryOptions<AnswerOf<typeof addressesApi.list>>({
    queryKey: userScopedKey(USER_ADDRESSES_PATH, userId),
    enabled: userId !== null,
  });

export function useAddresses(userId: string | null) {
  return useQuery(userAddressesQuery(userId));
}
