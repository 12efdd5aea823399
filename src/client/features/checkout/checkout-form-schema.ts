import { z } from "zod";
import type { CreatePaymentIntentInput } from "@shared/checkout";
import { centsToDecimal } from "@shared/money";

const required = (message: string, max: number, tooLong: string) => z.string().trim().min(1, message).max(max, tooLong);

const addressFields = {
  street: required("Street address is required", 200, "Street address is too long"),
  city: required("City is required", 100, "City is too long"),
  state: required("State is required", 100, "State is too long"),
  zipCode: required("ZIP code is required", 20, "ZIP code is too long"),
};

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
  })
  .superRefine((values, ctx) => {
    if (values.sameAsBilling) return;
    const shippingSchema = z.object({
      name: required("Recipient name is required", 160, "Recipient name is too long"),
      ...addressFields,
    });
    const result = shippingSchema.safeParse(values.shipping);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["shipping", ...issue.path] });
    }
  });

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
};

type Address = { street: string; city: string; state: string; zipCode: string };

/** SPEC §7: street, then 'city, state zip'. */
export function formatAddress(address: Address): string {
  return `${address.street.trim()}\n${address.city.trim()}, ${address.state.trim()} ${address.zipCode.trim()}`;
}

/** Where the boards go: the billing address, or the recipient's name above a different shipping address. */
export function shippingAddress(values: CheckoutFormValues): string {
  if (values.sameAsBilling) return formatAddress(values);
  return `${values.shipping.name.trim()}\n${formatAddress(values.shipping)}`;
}

/** Just what the payload needs of a cart line; any cart line fits. */
type PayloadLine = { product: { id: string; name: string; price: string }; quantity: number };

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
    items: lines.map((line) => ({
      productId: line.product.id,
      productName: line.product.name,
      quantity: line.quantity,
      price: line.product.price,
    })),
  };
}
