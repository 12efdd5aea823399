import type { CheckoutDetails } from "@shared/addresses";
import { addressValues, type CheckoutFormInput } from "./checkout-form-schema";

/**
 * The form's start for a signed-in customer (decision 041): name, email, phone, and the default or
 * last address, with the saved addresses offered above the form. Nothing for a guest.
 */
export function checkoutStart(details: CheckoutDetails | undefined) {
  if (!details) return {};
  const { firstName, lastName, email, phone, address, addresses } = details;
  const startAddress = addresses.find((a) => a.isDefault) ?? addresses[0];
  // The account's phone (else its latest order's), else the one kept with the default address.
  const start: Partial<CheckoutFormInput> = { firstName, lastName, email, phone: phone || startAddress?.phone || "" };
  const fields = address ? addressValues(address, `${firstName} ${lastName}`) : {};
  return {
    start: { ...start, ...fields, saveAddress: addresses.length === 0 },
    savedAddresses: addresses,
    startAddressId: startAddress?.id,
    offerSaveAddress: true,
  };
}
