import { z } from "zod";
import { text } from "./fields";
import { stateCode } from "./tax";
import { zipCodeProblem } from "./zip-codes";

/** A customer keeps at most this many addresses in the account (decision 041). */
export const MAX_SAVED_ADDRESSES = 20;

/** What the State field says of a value that names no state of the list (an address saved before decision 072). */
export const notAStateMessage = (value: string) => `"${value}" is not a US state: choose yours from the list`;

/**
 * The state of an address: the postal code of a state of US_STATES, upper case (decision 072). The
 * forms offer the list; a name or a lower-case code ("ny", "New York", from an older page or a
 * saved address) is read as its code.
 */
const stateRule = text("State", { max: 100, required: true }).transform((value, ctx) => {
  if (!value) return value;
  const code = stateCode(value);
  if (code === null) ctx.addIssue({ code: "custom", message: notAStateMessage(value) });
  return code ?? value;
});

/**
 * The address fields of the checkout (SPEC §5 Checkout), with its messages: the checkout form, the
 * address book and the commission's delivery address check an address by the same rules. Whether
 * the ZIP code belongs to the state is checked on the whole address (`checkZipCode`).
 */
export const addressFieldRules = {
  street: text("Street address", { max: 200, required: true }),
  city: text("City", { max: 100, required: true }),
  state: stateRule,
  zipCode: text("ZIP code", { max: 20, required: true }),
};

/**
 * The ZIP code's problem in an address, for its field: not 5 digits or ZIP+4, or not in the
 * address's state (decision 072); null when there is none, and for a blank ZIP code, whose field
 * says it is required.
 */
export function addressZipProblem(address: unknown): string | null {
  // Also called while other fields have problems, so on anything a request may hold.
  if (typeof address !== "object" || address === null) return null;
  const { state, zipCode } = address as { state?: unknown; zipCode?: unknown };
  const zip = typeof zipCode === "string" ? zipCode.trim() : "";
  if (!zip) return null;
  return zipCodeProblem(zip, typeof state === "string" ? stateCode(state) : null);
}

/**
 * What is wrong with the state or ZIP code of an address kept before decision 072 (a saved one, or
 * an order's), in the fields' words; null when nothing is, or when both are blank (no address yet).
 */
export function addressRuleProblem(address: { state: string; zipCode: string }): string | null {
  const state = address.state.trim();
  if (!state) return address.zipCode.trim() ? "State is required" : null;
  if (stateCode(state) === null) return notAStateMessage(state);
  return addressZipProblem(address);
}

/** Adds the ZIP code's problem, if any, at `zipCode` of the address being checked (a zod refinement). */
export function checkZipCode(address: unknown, ctx: z.RefinementCtx): void {
  const problem = addressZipProblem(address);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["zipCode"] });
}

/** A refinement runs even when other fields have problems: every field's message shows at once. */
export const WITH_OTHER_ISSUES = { when: () => true };

/** The name an address is shipped to (the checkout's recipient name). */
export const recipientNameRule = text("Recipient name", { max: 160, required: true });
const phoneRule = text("Phone", { max: 40 });

/** An address to ship to: the recipient's name and the address fields, the ZIP code in the state. */
export const shippingAddressSchema = z
  .object(
    { name: recipientNameRule, ...addressFieldRules },
    { error: "Address must give the name, street, city, state and ZIP code" },
  )
  .superRefine(checkZipCode, WITH_OTHER_ISSUES);

/** POST /api/user/addresses, and the address a checkout asks to keep. A blank phone is no phone. */
export const savedAddressInputSchema = z
  .object({
    name: recipientNameRule,
    ...addressFieldRules,
    phone: phoneRule.optional(),
  })
  .superRefine(checkZipCode, WITH_OTHER_ISSUES);
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
  })
  // A patch of the state or the ZIP code alone is checked against the other by the server.
  .superRefine((patch: unknown, ctx) => {
    const { state, zipCode } = (patch ?? {}) as { state?: unknown; zipCode?: unknown };
    if (state !== undefined && zipCode !== undefined) checkZipCode(patch, ctx);
  }, WITH_OTHER_ISSUES);
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

/** A shipping address kept on an order: the recipient's name when it is not the buyer's, and the address fields. */
export type OrderAddress = Omit<ShippingAddressFields, "name"> & { name: string | null };

const ORDER_ADDRESS_SHAPE = 'Address must be the street, then the city, state and ZIP code, like "Portland, OR 97201"';

const orderAddressFields = z
  .object({ name: recipientNameRule.nullable(), ...addressFieldRules })
  .superRefine(checkZipCode, WITH_OTHER_ISSUES);

/**
 * The order's address as SPEC §7 carries it, `[name\n]street\ncity, state zip` (the checkout
 * writes it from its fields), read back into the fields and checked by their rules (decision 072):
 * a problem stands at its field below the address ("customerInfo.address.zipCode").
 */
export const orderAddressSchema = text("Address", { max: 600, required: true, multiline: true }).transform(
  (value, ctx): OrderAddress => {
    const parsed = value ? parseOrderAddress(value) : null;
    if (!parsed) {
      if (value) ctx.addIssue({ code: "custom", message: ORDER_ADDRESS_SHAPE });
      return z.NEVER;
    }
    const fields = orderAddressFields.safeParse(parsed);
    if (fields.success) return fields.data;
    for (const issue of fields.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  },
);

/** An order's shipping address as it is kept and printed: `[name\n]street\ncity, ST zip`. */
export const formatOrderAddress = (address: OrderAddress): string =>
  (address.name ? `${address.name}\n` : "") + formatAddressLines(address);
