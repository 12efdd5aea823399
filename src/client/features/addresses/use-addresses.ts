import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedAddress } from "@shared/addresses";
import { userScopedKey } from "@/lib/api";

/** GET /api/user/addresses; invalidating this path refreshes every user's cached book. */
export const USER_ADDRESSES_PATH = ["/api/user/addresses"] as const;

/** The signed-in customer's saved addresses, default first: keyed by who (decision 016). */
const userAddressesQuery = (userId: string | null) =>
  queryOptions<SavedAddress[]>({ queryKey: userScopedKey(USER_ADDRESSES_PATH, userId), enabled: userId !== null });

export function useAddresses(userId: string | null) {
  return useQuery(userAddressesQuery(userId));
}
