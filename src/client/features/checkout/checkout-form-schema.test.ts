import { describe, expect, it } from "vitest";
import {
  addressValues,
  CHECKOUT_FORM_DEFAULTS,
  checkoutFormSchema,
  paymentIntentPayload,
} from "./checkout-form-schema";
import { REQUIRED_FIELD_MESSAGES } from "./checkout-form.fixtures";

const billing = {
  ...CHECKOUT_FORM_DEFAULTS,
  firstName: "Ada",
  lastName: "Wood",
  email: "ada@example.com",
  street: "12 Billing Road",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
};
const lines = [{ product: { id: "p1", name: "Walnut Board", price: "129.00" }, quantity: 2 }];

describe("checkout form (SPEC §5 Checkout)", () => {
  it("names every missing required field", () => {
    const result = checkoutFormSchema.safeParse(CHECKOUT_FORM_DEFAULTS);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(REQUIRED_FIELD_MESSAGES);
  });

  it("rejects a malformed email and asks for the shipping address only when it differs", () => {
    expect(checkoutFormSchema.safeParse({ ...billing, email: "nope" }).error?.issues[0].message).toBe(
      "Invalid email address",
    );
    expect(checkoutFormSchema.safeParse(billing).success).toBe(true);
    const differs = checkoutFormSchema.safeParse({ ...billing, sameAsBilling: false });
    expect(differs.error?.issues.map((i) => i.path.join("."))).toEqual([
      "shipping.name",
      "shipping.street",
      "shipping.city",
      "shipping.state",
      "shipping.zipCode",
    ]);
  });
});

describe("create-payment-intent payload (SPEC §7)", () => {
  it("sends the billing address as the shipping address when they are the same", () => {
    const values = checkoutFormSchema.parse(billing);
    expect(paymentIntentPayload(values, lines, 25800)).toEqual({
      amount: "258.00",
      customerInfo: {
        name: "Ada Wood",
        email: "ada@example.com",
        phone: "",
        address: "12 Billing Road\nPortland, OR 97201",
      },
      items: [{ productId: "p1", productName: "Walnut Board", quantity: 2, price: "129.00" }],
    });
  });

  it("puts the recipient's name above a different shipping address", () => {
    const values = checkoutFormSchema.parse({
      ...billing,
      sameAsBilling: false,
      shipping: { name: "Grace Maple", street: "99 Gift Lane", city: "Salem", state: "OR", zipCode: "97301" },
    });
    expect(paymentIntentPayload(values, lines, 25800).customerInfo.address).toBe(
      "Grace Maple\n99 Gift Lane\nSalem, OR 97301",
    );
  });
});

describe("a saved address in the checkout (decision 041)", () => {
  const cabin = { name: "Ada Wood", street: "3 Cabin Hollow", city: "Boone", state: "NC", zipCode: "28607" };

  it("fills the billing address when it goes to the buyer, and a shipping address with its name when not", () => {
    expect(addressValues(cabin, "ada wood")).toMatchObject({ street: "3 Cabin Hollow", sameAsBilling: true });
    const gift = addressValues({ ...cabin, name: "Grace Maple" }, "Ada Wood");
    expect(gift.sameAsBilling).toBe(false);
    expect(gift.shipping).toEqual({ ...cabin, name: "Grace Maple" });
  });

  it("sends the address to keep only when asked, with the recipient and the phone", () => {
    const values = checkoutFormSchema.parse({ ...billing, phone: "503-555-0100" });
    expect(paymentIntentPayload(values, lines, 25800).saveAddress).toBeUndefined();
    const keep = checkoutFormSchema.parse({ ...billing, phone: "503-555-0100", saveAddress: true });
    expect(paymentIntentPayload(keep, lines, 25800).saveAddress).toEqual({
      name: "Ada Wood",
      street: "12 Billing Road",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      phone: "503-555-0100",
    });
    const gift = checkoutFormSchema.parse({
      ...billing,
      saveAddress: true,
      sameAsBilling: false,
      shipping: { ...cabin, name: "Grace Maple" },
    });
    expect(paymentIntentPayload(gift, lines, 25800).saveAddress).toMatchObject({ name: "Grace Maple", city: "Boone" });
  });
});
