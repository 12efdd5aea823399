import type { SavedAddress, SavedAddressPatch } from "@shared/addresses";
import { addressesApi } from "@shared/api/addresses";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { USER_ADDRESSES_PATH } from "./use-addresses";
import { CHECKOUT_DETAILS_PATH } from "./use-checkout-details";

/** PATCH /api/user/addresses/:id: an edit, or 'Make default' ({ isDefault: true }). */
export function useUpdateAddress() {
  return useApiMutation<SavedAddress, { id: string; patch: SavedAddressPatch }>({
    mutationFn: ({ id, patch }) => callApi(addressesApi.update, { params: { id }, body: patch }),
    success: (_answer, { patch }) =>
      patch.isDefault
        ? { title: "Default address changed", description: "Checkout starts with it." }
        : "Address updated",
    error: "Could not update the address",
    invalidate: [USER_ADDRESSES_PATH, CHECKOUT_DETAILS_PATH],
    invalidateOnError: true,
  });
}
