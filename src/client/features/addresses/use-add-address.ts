import type { SavedAddress, SavedAddressInput } from "@shared/addresses";
import { addressesApi } from "@shared/api/addresses";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { USER_ADDRESSES_PATH } from "./use-addresses";
import { CHECKOUT_DETAILS_PATH } from "./use-checkout-details";

/** POST /api/user/addresses: the first address becomes the default. */
export function useAddAddress() {
  return useApiMutation<SavedAddress, SavedAddressInput>({
    mutationFn: (body) => callApi(addressesApi.add, { body }),
    success: "Address saved",
    error: "Could not save the address",
    invalidate: [USER_ADDRESSES_PATH, CHECKOUT_DETAILS_PATH],
  });
}
