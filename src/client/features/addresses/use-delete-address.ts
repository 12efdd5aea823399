import { addressesApi } from "@shared/api/addresses";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { USER_ADDRESSES_PATH } from "./use-addresses";
import { CHECKOUT_DETAILS_PATH } from "./use-checkout-details";

/** DELETE /api/user/addresses/:id: a deleted default hands over to the newest remaining address. */
export function useDeleteAddress() {
  return useApiMutation<void, string>({
    mutationFn: async (id) => {
      await callApi(addressesApi.remove, { params: { id } });
    },
    success: "Address deleted",
    error: "Could not delete the address",
    invalidate: [USER_ADDRESSES_PATH, CHECKOUT_DETAILS_PATH],
    invalidateOnError: true,
  });
}
