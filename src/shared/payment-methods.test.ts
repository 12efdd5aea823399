import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_METHODS,
  methodOnList,
  paymentMethodInSentence,
  paymentMethodLabel,
  paymentMethodsSchema,
} from "./payment-methods";

describe("payment methods (decision 079)", () => {
  it("finds a method on the owner's list whatever its case or spaces, and an old code by its name", () => {
    expect(methodOnList(DEFAULT_PAYMENT_METHODS, "venmo")).toBe("Venmo");
    expect(methodOnList(DEFAULT_PAYMENT_METHODS, "  bank   TRANSFER ")).toBe("Bank transfer");
    expect(methodOnList(DEFAULT_PAYMENT_METHODS, "bank_transfer")).toBe("Bank transfer");
    expect(methodOnList(DEFAULT_PAYMENT_METHODS, "PayPal")).toBeNull();
    expect(methodOnList(["Cash"], "other")).toBeNull();
  });

  it("reads old records' codes and new names alike; generic names go lower case in a sentence, brands keep theirs", () => {
    expect(paymentMethodLabel("bank_transfer")).toBe("Bank transfer");
    expect(paymentMethodLabel("Zelle")).toBe("Zelle");
    expect(paymentMethodInSentence("bank_transfer")).toBe("bank transfer");
    expect(paymentMethodInSentence("Check")).toBe("check");
    expect(paymentMethodInSentence("Venmo")).toBe("Venmo");
  });

  it("keeps a list of 1 to 12 names, trimmed, none twice", () => {
    expect(paymentMethodsSchema.parse([" Venmo ", "Cash"])).toEqual(["Venmo", "Cash"]);
    const twice = paymentMethodsSchema.safeParse(["Venmo", "venmo"]);
    expect(twice.error?.issues.map((i) => [i.path, i.message])).toEqual([[[1], "“venmo” is on the list twice"]]);
    expect(paymentMethodsSchema.safeParse([]).error?.issues[0]?.message).toBe("Keep at least one payment method");
    expect(paymentMethodsSchema.safeParse([""]).error?.issues[0]?.message).toBe("Payment method is required");
    expect(paymentMethodsSchema.safeParse(Array.from({ length: 13 }, (_, i) => `M${i}`)).success).toBe(false);
    expect(paymentMethodsSchema.safeParse(["x".repeat(41)]).error?.issues[0]?.message).toBe(
      "Payment method is too long",
    );
  });
});
