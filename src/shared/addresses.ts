import { z } from "zod";
import { text } from "./fields";

/** A customer keeps at most this many addresses in the account (decision 041). */
export const MAX_SAVED_ADDRESSES = 20;

/**
 * The address fields of the checkout (SPEC §5 Checkout), with its messages: the checkout form and
 * the address book check an address by the same rules.
 */
export const addressFieldRules = {
  street: text("Street address", { max: 200, required: true }),
  city: text("City", { max: 100, required: true }),
  state: text("State", { max: 100, required: true }),
  zipCode: text("ZIP code", { max: 20, required: true }),
};

/** The name an address is shipped to (the checkout's recipient name). */
export const recipientNameRule = text("Recipient name", { max: 160, required: true });
const phoneRule = text("Phone", { max: 40 });

/** POST /api/user/addresses, and the address a checkout asks to keep. A blank phone is no phone. */
export const savedAddressInputSchema = z.object({
  name: recipientNameRule,
  ...addressFieldRules,
  phone: phoneRule.optional(),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

/**
 * PATCH /api/user/addresses/:id: any of the fields, and/or `isDefault: true` ('Make default'). The
 * default moves to another address; it is never simply taken away.
 */
export const savedAddressPatchSchema = z
  .object({
    name: recipientNameRule.optional(),
    street: addressFieldRules.street.optional(),
    city: addressFieldRules.city.optional(),
    state: addressFieldRules.state.optional(),
    zipCode: addressFieldRules.zipCode.optional(),
    phone: phoneRule.optional(),
    isDefault: z.literal(true, { error: "isDefault can only be set to true" }).optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "At least one field must be provided for update",
  });
export type SavedAddressPatch = z.input<typeof savedAddressPatchSchema>;

/** An address of the signed-in customer's book, as the API answers it. */
export type SavedAddress = {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  isDefault: boolean;
  createdAt: string;
};

/** An address to ship to, without the book's bookkeeping. */
export type ShippingAddressFields = Pick<SavedAddress, "name" | "street" | "city" | "state" | "zipCode">;

/**
 * GET /api/user/checkout-details: what a signed-in customer's checkout starts with, in one read.
 * `address` is the default saved address, else the shipping address of the latest order, else null.
 */
export type CheckoutDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** The account's phone, else the latest order's, else "". */
  phone: string;
  address: ShippingAddressFields | null;
  addressFrom: "saved" | "last-order" | null;
  addresses: SavedAddress[];
};

/** SPEC §7: street, then 'city, state zip' (the order's shipping address, one string). */
export function formatAddressLines(address: Omit<ShippingAddressFields, "name">): string {
  return `${address.street.trim()}\n${address.city.trim()}, ${address.state.trim()} ${address.zipCode.trim()}`;
}

/**
 * Reads an order's shipping address back into fields: `[name\n]street\ncity, state zip`, as the
 * checkout writes it. Null when it has another shape (an order from before, typed by hand).
 */
export function parseOrderAddress(
  value: string,
): (Omit<ShippingAddressFields, "name"> & { name: string | null }) | null {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2 || lines.length > 3) return null;
  const last = /^(.+),\s*(.+)\s+(\S+)$/.exec(lines[lines.length - 1]);
  if (!last) return null;
  const [, city, state, zipCode] = last;
  return {
    name: lines.length === 3 ? lines[0] : null,
    street: lines[lines.length - 2],
    city: city.trim(),
    state: state.trim(),
    zipCode,
  };
}
