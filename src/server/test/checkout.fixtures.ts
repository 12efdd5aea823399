import type { CreatePaymentIntentInput } from "@shared/checkout";

/** A valid checkout payload (SPEC §7); tests override what they need. */
export function checkoutPayload(overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput {
  return {
    amount: "89.00",
    customerInfo: {
      name: "Sam Shopper",
      email: "sam@example.com",
      phone: "",
      address: "1 Main St\nPortland, OR 97201",
    },
    items: [],
    ...overrides,
  };
}
