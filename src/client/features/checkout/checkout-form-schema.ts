import { z } from "zod";
import { MAX_GIFT_MESSAGE, type CreatePaymentIntentInput } from "@shared/checkout";
import { centsToDecimal } from "@shared/money";
import { stateCode } from "@shared/tax";
import {
  addressFieldRules,
  checkZipCode,
  formatAddressLines,
  shippingAddressSchema,
  WITH_OTHER_ISSUES,
  type SavedAddressInput,
  type ShippingAddressFields,
} from "@shared/addresses";

const required = (message: string, max: number, tooLong: string) => z.string().trim().min(1, message).max(max, tooLong);

// The address book checks an address by the same rules (decision 041).
const addressFields = addressFieldRules;

/**
 * The 'info' step (SPEC §3 Checkout customer info, §5 Checkout). The shipping address is checked only
 * when it differs from billing; the create-account password rule is a toast (SPEC §8), so it is
 * checked on submit by the form rather than here.
 */
export const checkoutFormSchema = z
  .object({
    firstName: required("First name is required", 80, "First name is too long"),
    lastName: required("Last name is required", 80, "Last name is too long"),
    email: z
      .string()
      .trim()
      .min(1, "Email is required")
      .max(254, "Email is too long")
      .pipe(z.email("Invalid email address")),
    phone: z.string().trim().max(40, "Phone is too long"),
    ...addressFields,
    sameAsBilling: z.boolean(),
    shipping: z.object({
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    }),
    createAccount: z.boolean(),
    password: z.string(),
    /** A signed-in customer's "Save this address to my account" (decision 041). */
    saveAddress: z.boolean(),
    /** "This is a gift": its message for the packing slip, and whether the slip hides the prices. */
    isGift: z.boolean(),
    giftMessage: z.string().trim().max(MAX_GIFT_MESSAGE, "Gift message is too long"),
    hidePrices: z.boolean(),
  })
  // The ZIP code must be of the state (decision 072), said beside it with the other fields' messages.
  .superRefine((values, ctx) => {
    checkZipCode(values, ctx);
    if (values.sameAsBilling) return;
    const result = shippingAddressSchema.safeParse(values.shipping);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["shipping", ...issue.path] });
    }
  }, WITH_OTHER_ISSUES);

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
  sameAsBilling: true,
  shipping: { name: "", street: "", city: "", state: "", zipCode: "" },
  createAccount: false,
  password: "",
  saveAddress: false,
  isGift: false,
  giftMessage: "",
  hidePrices: false,
};

/** SPEC §7: street, then 'city, state zip'. */
const formatAddress = formatAddressLines;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The form's address fields for a saved (or last) address: the billing fields, and when it goes to
 * someone else than the buyer, a different shipping address with their name too.
 */
export function addressValues(
  address: ShippingAddressFields,
  buyerName: string,
): Pick<CheckoutFormInput, "street" | "city" | "state" | "zipCode" | "sameAsBilling" | "shipping"> {
  const { name, street, city, zipCode } = address;
  // A state saved before decision 072 as "ny" or "New York" is its code; one the list lacks stays, and its field says so.
  const state = stateCode(address.state) ?? address.state;
  const toBuyer = !name.trim() || !buyerName.trim() || sameName(name, buyerName);
  return {
    street,
    city,
    state,
    zipCode,
    sameAsBilling: toBuyer,
    shipping: toBuyer ? CHECKOUT_FORM_DEFAULTS.shipping : { name, street, city, state, zipCode },
  };
}

/** What the address book keeps of a checkout: where the boards go, to whom, and the phone. */
function addressToSave(values: CheckoutFormValues): SavedAddressInput {
  const target = values.sameAsBilling ? values : values.shipping;
  const name = values.sameAsBilling ? `${values.firstName} ${values.lastName}` : values.shipping.name;
  const { street, city, state, zipCode } = target;
  return { name: name.trim(), street, city, state, zipCode, phone: values.phone };
}

/** Where the boards go: the billing address, or the recipient's name above a different shipping address. */
export function shippingAddress(values: CheckoutFormValues): string {
  if (values.sameAsBilling) return formatAddress(values);
  return `${values.shipping.name.trim()}\n${formatAddress(values.shipping)}`;
}

/** Just what the payload needs of a cart line; any cart line fits. */
type PayloadLine = { product: { id: string; name: string; price: string }; quantity: number; engraving?: string };

/** POST /api/create-payment-intent (SPEC §7). The server prices the order itself; amount is what the shopper saw. */
export function paymentIntentPayload(
  values: CheckoutFormValues,
  lines: readonly PayloadLine[],
  totalCents: number,
): CreatePaymentIntentInput {
  return {
    amount: centsToDecimal(totalCents),
    customerInfo: {
      name: `${values.firstName} ${values.lastName}`,
      email: values.email,
      phone: values.phone,
      address: shippingAddress(values),
    },
    ...(values.saveAddress ? { saveAddress: addressToSave(values) } : {}),
    ...(values.isGift ? { gift: { message: values.giftMessage, hidePrices: values.hidePrices } } : {}),
    items: lines.map((line) => ({
      productId: line.product.id,
      productName: line.product.name,
      quantity: line.quantity,
      price: line.product.price,
      ...(line.engraving ? { engraving: line.engraving } : {}),
    })),
  };
}
